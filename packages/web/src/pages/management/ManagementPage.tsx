import { useState } from 'react';
import { Card, Descriptions, Tabs, Typography } from 'antd';
import { ApartmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../chunks/ChunkBoundary.js';
import { USER_INDEX_PATH } from '../../paths.js';
import { loginAccountQuery } from '../backoffice/accountQueries.js';
import { isOrganisationAdministrator } from '../backoffice/loginAccount.js';
import { useFormats } from '../../i18n/useFormats.js';
import { memberListQuery, organisationQuery } from './organisationQueries.js';
import { MembersTab } from './MembersTab.js';
import { DepartmentsTab } from './DepartmentsTab.js';
import './management.css';

type ManagementTab = 'users' | 'departments';

/**
 * #/user/management: the organisation's users and departments. Administrators (member level 1) manage
 * them; ordinary members see them without the administrator's actions; personal accounts go back.
 */
export function ManagementPage() {
  const account = useQuery(loginAccountQuery);
  if (account.isLoading) return <PageLoading />;
  if (!account.data?.enterprise || account.data.organisationId == null) {
    return <Navigate to={USER_INDEX_PATH} replace />;
  }
  return <OrganisationTabs administrator={isOrganisationAdministrator(account.data)} />;
}

function OrganisationTabs({ administrator }: { administrator: boolean }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [tab, setTab] = useState<ManagementTab>('users');
  const organisation = useQuery(organisationQuery);
  const members = useQuery(memberListQuery);
  const info = organisation.data?.organisation;

  return (
    <Card
      size="small"
      className="management"
      title={
        <Typography.Text strong>
          {t('management.title')}
          {info ? ` · ${info.name}` : ''}
        </Typography.Text>
      }
      extra={
        info ? (
          <Descriptions
            size="small"
            column={2}
            className="management__summary"
            items={[
              {
                key: 'seats',
                label: t('management.seats'),
                children: `${members.data?.length ?? '–'} / ${info.seats}`,
              },
              {
                key: 'expiry',
                label: t('management.mainExpiry'),
                children: info.expiry ? formats.date(info.expiry) : t('management.noExpiry'),
              },
            ]}
          />
        ) : null
      }
    >
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key === 'departments' ? 'departments' : 'users')}
        items={[
          {
            key: 'users',
            label: (
              <span>
                <TeamOutlined /> {t('management.users')}
              </span>
            ),
            children: <MembersTab administrator={administrator} />,
          },
          {
            key: 'departments',
            label: (
              <span>
                <ApartmentOutlined /> {t('management.departments')}
              </span>
            ),
            children: <DepartmentsTab administrator={administrator} />,
          },
        ]}
      />
    </Card>
  );
}
