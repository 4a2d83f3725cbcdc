import { Tabs, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../paths.js';

/** Personal / enterprise tabs of the registration screens, and the way back to login. */
export function RegisterTabs({ active }: { active: 'personnal' | 'enterprise' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Typography.Title level={3}>{t('register.title')}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate(`/lg-reg/${key}`)}
        items={[
          { key: 'personnal', label: t('register.personal') },
          { key: 'enterprise', label: t('register.enterprise') },
        ]}
      />
    </>
  );
}

export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <div className="auth-form__links">
      <span>
        {t('register.haveAccount')} <Link to={LOGIN_PATH}>{t('register.backToLogin')}</Link>
      </span>
    </div>
  );
}
