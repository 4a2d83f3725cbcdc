import { Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../paths.js';
import { NotFoundIllustration } from './NotFoundIllustration.js';

/** Any path outside the route table: says so and links back to login. */
export function PageMissing() {
  const { t } = useTranslation();
  return (
    <div className="page-missing">
      <Result
        icon={<NotFoundIllustration width={260} />}
        title={t('missing.title')}
        subTitle={t('missing.description')}
        extra={<Link to={LOGIN_PATH}>{t('missing.backToLogin')}</Link>}
      />
    </div>
  );
}
