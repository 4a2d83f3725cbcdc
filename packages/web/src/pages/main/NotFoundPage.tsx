import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WORKSPACE_PATH } from '../../paths.js';
import { NotFoundIllustration } from './NotFoundIllustration.js';

/** /main/404, `404_*` keys and every unknown page inside /main. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      className="not-found"
      icon={<NotFoundIllustration />}
      title={t('notFound.title')}
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => navigate(WORKSPACE_PATH)}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
