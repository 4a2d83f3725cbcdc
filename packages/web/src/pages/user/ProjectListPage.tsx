import { useState } from 'react';
import { Button, Card, Empty, Input, Space, Table, Tabs, Typography } from 'antd';
import { LoginOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectListQuery } from '../../app/api.js';
import type { ProjectListKind, ProjectRow } from '../../app/api.js';
import { PROJECT_ID_KEY, PROJECT_NAME_KEY, WORKSPACE_PATH } from '../../paths.js';

function shownTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toLocaleString();
}

function ProjectTable({ kind, search }: { kind: ProjectListKind; search: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projects = useQuery(projectListQuery(kind));
  const needle = search.trim().toLowerCase();
  const rows = (projects.data ?? []).filter((row) => !needle || row.name.toLowerCase().includes(needle));

  const enter = (row: ProjectRow): void => {
    window.localStorage.setItem(PROJECT_ID_KEY, String(row.id));
    window.localStorage.setItem(PROJECT_NAME_KEY, row.name);
    void navigate(WORKSPACE_PATH);
  };

  return (
    <Table<ProjectRow>
      size="small"
      rowKey={(row) => String(row.id)}
      loading={projects.isLoading}
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20, size: 'small', showSizeChanger: false } : false}
      onRow={(row) => ({ onDoubleClick: () => enter(row) })}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Space orientation="vertical" size={2}>
                <Typography.Text strong>{t('projects.empty')}</Typography.Text>
                <Typography.Text type="secondary">
                  {t(kind === 'mine' ? 'projects.emptyMine' : 'projects.emptyParticipate')}
                </Typography.Text>
              </Space>
            }
          />
        ),
      }}
      columns={[
        {
          title: t('projects.name'),
          dataIndex: 'name',
          ellipsis: true,
          sorter: (a, b) => a.name.localeCompare(b.name),
        },
        { title: t('projects.chip'), dataIndex: 'chip', width: 120 },
        { title: t('projects.compiler'), dataIndex: 'compiler', width: 140 },
        { title: t('projects.version'), dataIndex: 'version', width: 90 },
        {
          title: t('projects.creator'),
          width: 140,
          dataIndex: 'creatorName',
        },
        {
          title: t('projects.createTime'),
          width: 170,
          render: (_, row) => shownTime(row.createTime),
        },
        { title: t('projects.description'), dataIndex: 'description', ellipsis: true },
        {
          title: t('projects.actions'),
          width: 100,
          fixed: 'right',
          render: (_, row) => (
            <Button type="link" size="small" icon={<LoginOutlined />} onClick={() => enter(row)}>
              {t('projects.enter')}
            </Button>
          ),
        },
      ]}
    />
  );
}

/** /user/index: the user's projects and the projects they take part in. */
export function ProjectListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ProjectListKind>('mine');
  const [search, setSearch] = useState('');
  const list = useQuery(projectListQuery(kind));

  return (
    <Card
      size="small"
      className="project-list"
      title={<Typography.Text strong>{t('projects.title')}</Typography.Text>}
      extra={
        <Space>
          <Input
            size="small"
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('projects.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 220 }}
          />
          <Button
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('common.refresh')}
            onClick={() => void list.refetch()}
          />
          <Button
            size="small"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/user/addProject')}
          >
            {t('projects.create')}
          </Button>
        </Space>
      }
    >
      <Tabs
        size="small"
        activeKey={kind}
        onChange={(key) => setKind(key === 'participate' ? 'participate' : 'mine')}
        items={[
          { key: 'mine', label: t('projects.mine'), children: <ProjectTable kind="mine" search={search} /> },
          {
            key: 'participate',
            label: t('projects.participate'),
            children: <ProjectTable kind="participate" search={search} />,
          },
        ]}
      />
    </Card>
  );
}
