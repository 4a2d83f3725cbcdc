import { Badge, Card, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RouteGroup } from '@ecuc/core/catalogue';
import { menuListQuery } from '../../app/api.js';
import { useFormats } from '../../i18n/useFormats.js';
import { useLiveVerification } from '../../verification/liveStore.js';
import { currentProjectId } from '../../verification/projectSnapshot.js';
import { groupOverviewRows, modulesOfGroup, type OverviewRow } from './groupOverview.js';

/**
 * The overview page of a route group (`configSystem`, `configMemory`, `configCommunication`...): each module
 * of the group, whether the project has it on, its live error and warning counts, when it last changed, and
 * a link to its page.
 */
export function GroupOverview({ group }: { group: RouteGroup }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const projectId = currentProjectId();
  const menu = useQuery({ ...menuListQuery(projectId), enabled: projectId !== '' });
  const live = useLiveVerification();
  const rows = groupOverviewRows(modulesOfGroup(group), menu.data?.switches ?? [], live.result);
  const enabled = rows.filter((row) => row.enabled);
  const errors = enabled.reduce((sum, row) => sum + row.errors, 0);
  const warnings = enabled.reduce((sum, row) => sum + row.warnings, 0);
  return (
    <Card
      size="small"
      data-testid="group-overview"
      title={t('overview.summary', { enabled: enabled.length, total: rows.length, errors, warnings })}
    >
      <Table<OverviewRow>
        size="small"
        rowKey="module"
        loading={menu.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            title: t('overview.module'),
            dataIndex: 'module',
            render: (module: string, row) =>
              row.links.length > 0 ? (
                <Space size={8} wrap>
                  {row.links.map((link) => (
                    <Link key={link.path} to={link.path} data-testid={`overview-link-${link.label}`}>
                      {link.label}
                    </Link>
                  ))}
                </Space>
              ) : (
                <Typography.Text type="secondary">{module}</Typography.Text>
              ),
          },
          {
            title: t('overview.state'),
            dataIndex: 'enabled',
            render: (on: boolean) =>
              on ? <Tag color="blue">{t('overview.enabled')}</Tag> : <Tag>{t('overview.disabled')}</Tag>,
          },
          {
            title: t('overview.errors'),
            dataIndex: 'errors',
            render: (count: number, row) =>
              row.enabled ? (
                <Badge
                  count={count}
                  showZero
                  color={count > 0 ? 'red' : 'green'}
                  data-testid={`overview-errors-${row.module}`}
                />
              ) : (
                '—'
              ),
          },
          {
            title: t('overview.warnings'),
            dataIndex: 'warnings',
            render: (count: number, row) =>
              row.enabled ? <Badge count={count} showZero color={count > 0 ? 'orange' : 'green'} /> : '—',
          },
          {
            title: t('overview.changedAt'),
            dataIndex: 'changedAt',
            render: (iso: string | undefined) => (iso ? formats.dateTime(iso) : '—'),
          },
        ]}
      />
    </Card>
  );
}
