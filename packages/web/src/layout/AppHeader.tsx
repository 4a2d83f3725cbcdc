import { useState } from 'react';
import { Button, Dropdown, Modal, Space, Tooltip, Typography } from 'antd';
import { DownOutlined, GlobalOutlined, LockOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ecuc/core/i18n';
import { appConfigQuery, loginUserQuery, versionQuery } from '../app/api.js';
import { http } from '../app/services.js';
import { queryClient } from '../app/queryClient.js';
import { LOGIN_PATH, USER_INDEX_PATH } from '../paths.js';
import { isLanguage } from '../i18n/language.js';
import { ChangePasswordDialog } from './ChangePasswordDialog.js';
import { ReleaseLog } from './ReleaseLog.js';

/** The header of /user and /main: product name, documentation, version, language, lock icon, workbench menu. */
export function AppHeader() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const config = useQuery(appConfigQuery);
  const user = useQuery(loginUserQuery);
  const version = useQuery(versionQuery);
  const [releaseLogOpen, setReleaseLogOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const logout = async (): Promise<void> => {
    try {
      await http.post<unknown>('/user/exit');
    } catch {
      // The session ends on the server side anyway once it expires; go to login regardless.
    }
    queryClient.clear();
    await navigate(LOGIN_PATH, { state: { forced: true } });
  };

  return (
    <div className="app-header">
      <Link to={USER_INDEX_PATH} className="app-header__brand">
        <img src="/favicon.svg" alt="" width={22} height={22} />
        <span>{t('app.name')}</span>
      </Link>
      <Space size={4} className="app-header__actions">
        {config.data?.docsUrl ? (
          <Button type="text" size="small" icon={<ReadOutlined />} href={config.data.docsUrl} target="_blank">
            {t('header.docs')}
          </Button>
        ) : null}
        <Button type="text" size="small" onClick={() => setReleaseLogOpen(true)} data-testid="version-entry">
          {t('header.version', { version: version.data?.version ?? __APP_VERSION__ })}
        </Button>
        <Dropdown
          menu={{
            selectable: true,
            selectedKeys: [i18n.language],
            items: LANGUAGES.map((language) => ({ key: language, label: t(`language.${language}`) })),
            onClick: ({ key }) => {
              if (isLanguage(key)) void i18n.changeLanguage(key);
            },
          }}
        >
          <Button type="text" size="small" icon={<GlobalOutlined />} aria-label={t('header.language')}>
            {t(`language.${i18n.language}`)}
          </Button>
        </Dropdown>
        {user.data?.enterprise ? (
          <Tooltip title={t('header.changePassword')}>
            <Button
              type="text"
              size="small"
              icon={<LockOutlined />}
              aria-label={t('header.changePassword')}
              onClick={() => setPasswordOpen(true)}
            />
          </Tooltip>
        ) : null}
        <Dropdown
          menu={{
            items: [
              { key: 'management', label: t('header.management') },
              { type: 'divider' },
              { key: 'logout', label: t('header.logout'), danger: true },
            ],
            onClick: ({ key }) => {
              if (key === 'management') void navigate(USER_INDEX_PATH);
              if (key === 'logout') void logout();
            },
          }}
        >
          <Button type="text" size="small" icon={<UserOutlined />}>
            <Typography.Text ellipsis style={{ maxWidth: 160 }}>
              {user.data?.name ?? t('header.workbench')}
            </Typography.Text>
            <DownOutlined style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      </Space>
      <Modal
        title={t('header.releaseLog')}
        open={releaseLogOpen}
        footer={null}
        mask={{ closable: false }}
        onCancel={() => setReleaseLogOpen(false)}
      >
        <ReleaseLog />
      </Modal>
      {user.data ? (
        <ChangePasswordDialog
          userId={user.data.userId}
          open={passwordOpen}
          onClose={() => setPasswordOpen(false)}
        />
      ) : null}
    </div>
  );
}
