import { Button, Empty, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DbcCheckData, DbcCheckRow } from '@ecuc/core/api';
import { http } from '../app/services.js';
import { busDatabaseImporter } from '@ecuc/core/modules';
import { modulePagePath } from '../editor/editorLink.js';
import { currentProjectId } from './projectSnapshot.js';

/** A row of the DBC check with its severity. */
interface DbcLogRow extends DbcCheckRow {
  severity: 'error' | 'warning';
}

/**
 * The drawer's DBC tab: DBC verify of every bus database of the project for the chosen node (`/dbc/check`),
 * errors first; a row about a frame opens it in the message browser of the Com page.
 */
export function DbcCheckTab({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const projectId = currentProjectId();
  const check = useQuery({
    queryKey: ['project', projectId, 'dbc', 'check', i18n.language],
    queryFn: () =>
      http.post<DbcCheckData>('/dbc/check', { project: Number(projectId), language: i18n.language }),
    enabled: projectId !== '',
  });
  const rows: DbcLogRow[] = [
    ...(check.data?.errList ?? []).map((row) => ({ ...row, severity: 'error' as const })),
    ...(check.data?.warningList ?? []).map((row) => ({ ...row, severity: 'warning' as const })),
  ];
  const none = !check.isLoading && rows.length === 0;
  return (
    <div className="dbc-check" data-testid="dbc-check">
      <Space className="dbc-check__bar">
        <Typography.Text data-testid="dbc-check-summary">
          {t('verification.dbcSummary', {
            errors: check.data?.errList.length ?? 0,
            warnings: check.data?.warningList.length ?? 0,
          })}
        </Typography.Text>
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={check.isFetching}
          onClick={() => void check.refetch()}
          data-testid="dbc-check-refresh"
        >
          {t('verification.refresh')}
        </Button>
      </Space>
      {none ? (
        <Empty description={t('verification.dbcClean')} data-testid="dbc-empty" />
      ) : (
        <Table<DbcLogRow>
          size="small"
          rowKey={(row) => `${row.code}:${row.path}:${row.message}`}
          loading={check.isLoading}
          dataSource={rows}
          pagination={false}
          virtual
          scroll={{ y: 600 }}
          onRow={(row) => ({
            onClick: () => {
              // The page of the module that reads bus databases shows the frame in its message browser.
              const page = modulePagePath(
                busDatabaseImporter(row.path.replace(/:\d+:\d+$/, ''))?.module ?? '',
              );
              if (row.id === null || page === null) return;
              navigate(`${page}?dbcMessage=${encodeURIComponent(row.id)}`);
              onNavigate();
            },
            'data-testid': 'dbc-check-row',
          })}
          columns={[
            {
              key: 'severity',
              dataIndex: 'severity',
              width: 80,
              render: (severity: DbcLogRow['severity']) => (
                <Tag color={severity === 'error' ? 'red' : 'orange'}>{t(`verification.${severity}`)}</Tag>
              ),
            },
            {
              key: 'message',
              render: (_: unknown, row) => (
                <div className="dbc-check__row">
                  <Typography.Text strong>{row.code}</Typography.Text> {row.message}
                  <div>
                    <Typography.Text type="secondary">{row.path}</Typography.Text>
                  </div>
                </div>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
