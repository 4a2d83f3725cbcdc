import { Segmented } from 'antd';
import { AppstoreOutlined, TeamOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { USER_INDEX_PATH } from '../../paths.js';
import { loginAccountQuery } from '../backoffice/accountQueries.js';
import { MANAGEMENT_PATH, isOrganisationAdministrator } from '../backoffice/loginAccount.js';
import './management.css';

/** Above the project list of an enterprise administrator: the project list and the management area. */
export function UserAreaNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const account = useQuery(loginAccountQuery);
  const onArea = pathname === USER_INDEX_PATH || pathname === MANAGEMENT_PATH;
  if (!onArea || !isOrganisationAdministrator(account.data)) return null;
  return (
    <Segmented<string>
      className="user-area-nav"
      value={pathname}
      onChange={(path) => void navigate(path)}
      options={[
        { value: USER_INDEX_PATH, label: t('management.projectArea'), icon: <AppstoreOutlined /> },
        { value: MANAGEMENT_PATH, label: t('management.title'), icon: <TeamOutlined /> },
      ]}
      data-testid="user-area-nav"
    />
  );
}
