import { useState } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Card, Empty, Input, Space, Table, Tabs, Tooltip, Typography } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  LoginOutlined,
  MergeCellsOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { compilerById } from '@ecuc/core/catalogue';
import { projectListQuery } from '../../app/api.js';
import type { ProjectListKind, ProjectRow } from '../../app/api.js';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { useNotice } from '../../app/notice.js';
import { useFormats } from '../../i18n/useFormats.js';
import { WORKSPACE_PATH } from '../../paths.js';
import { chooseProject, forgetProject, mayTake } from './projectActions.js';
import type { ProjectAction } from './projectActions.js';
import { ModifyProjectDialog } from './ModifyProjectDialog.js';
import { MergeProjectDialog } from './MergeProjectDialog.js';
import { CopyProjectDialog } from './CopyProjectDialog.js';
import { TransferProjectDialog } from './TransferProjectDialog.js';
import { ParticipantsDialog } from './ParticipantsDialog.js';
import { TransferAllProjectsDialog } from './TransferAllProjectsDialog.js';

/** The dialog open on the list, with its project. */
type OpenDialog = {
  action: 'modify' | 'copy' | 'merge' | 'transfer' | 'participants';
  project: ProjectRow;
} | null;

function ProjectTable({
  kind,
  search,
  onDialog,
}: {
  kind: ProjectListKind;
  search: string;
  onDialog: (dialog: OpenDialog) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const navigate = useNavigate();
  const notice = useNotice();
  const { modal } = App.useApp();
  const projects = useQuery(projectListQuery(kind));
  const needle = search.trim().toLowerCase();
  const rows = (projects.data ?? []).filter((row) => !needle || row.name.toLowerCase().includes(needle));

  const enter = (row: ProjectRow): void => {
    chooseProject(window.localStorage, row);
    void navigate(WORKSPACE_PATH);
  };

  const remove = (row: ProjectRow): void => {
    modal.confirm({
      title: t('projectActions.deleteTitle', { name: row.name }),
      content: t('projectActions.deleteContent'),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await http.post<unknown>('/vkproject/deleteIdData', { id: row.id });
        forgetProject(window.localStorage, row.id);
        notice.success(t('projectActions.deleted', { name: row.name }));
        await queryClient.invalidateQueries({ queryKey: ['projects'] });
      },
    });
  };

  /** An icon button of the actions column; disabled with the reason when the viewer may not take it. */
  const actionButton = (
    row: ProjectRow,
    action: ProjectAction,
    icon: ReactNode,
    onClick: () => void,
    danger = false,
  ) => {
    const allowed = mayTake(row, action);
    return (
      <Tooltip title={allowed ? t(`projectActions.${action}`) : t('projectActions.creatorOnly')}>
        <Button
          type="text"
          size="small"
          danger={danger}
          icon={icon}
          disabled={!allowed}
          aria-label={t(`projectActions.${action}`)}
          onClick={onClick}
        />
      </Tooltip>
    );
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
        {
          title: t('projects.compiler'),
          dataIndex: 'compiler',
          width: 140,
          render: (compiler: string) => compilerById(compiler)?.name ?? compiler,
        },
        { title: t('projects.version'), dataIndex: 'version', width: 90 },
        {
          title: t('projects.creator'),
          width: 140,
          dataIndex: 'creatorName',
        },
        {
          title: t('projects.createTime'),
          width: 170,
          render: (_, row) => formats.dateTime(row.createTime),
        },
        { title: t('projects.description'), dataIndex: 'description', ellipsis: true },
        {
          title: t('projects.actions'),
          width: 290,
          fixed: 'right',
          render: (_, row) => (
            <Space size={0}>
              <Button type="link" size="small" icon={<LoginOutlined />} onClick={() => enter(row)}>
                {t('projects.enter')}
              </Button>
              {actionButton(row, 'modify', <EditOutlined />, () =>
                onDialog({ action: 'modify', project: row }),
              )}
              {actionButton(row, 'copy', <CopyOutlined />, () => onDialog({ action: 'copy', project: row }))}
              {actionButton(row, 'merge', <MergeCellsOutlined />, () =>
                onDialog({ action: 'merge', project: row }),
              )}
              {actionButton(row, 'transfer', <SwapOutlined />, () =>
                onDialog({ action: 'transfer', project: row }),
              )}
              {actionButton(row, 'participants', <TeamOutlined />, () =>
                onDialog({ action: 'participants', project: row }),
              )}
              {actionButton(row, 'delete', <DeleteOutlined />, () => remove(row), true)}
            </Space>
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
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Each opening mounts its dialog afresh (a new key), so its form starts from the project's values.
  const [openings, setOpenings] = useState(0);
  const open = (next: OpenDialog) => {
    setDialog(next);
    setOpenings((count) => count + 1);
  };
  const [transferAll, setTransferAll] = useState(false);
  const list = useQuery(projectListQuery(kind));
  const mine = useQuery(projectListQuery('mine'));
  const close = () => setDialog(null);
  const projectOf = (action: NonNullable<OpenDialog>['action']) =>
    dialog?.action === action ? dialog.project : null;

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
          {kind === 'mine' ? (
            <Button
              size="small"
              icon={<SwapOutlined />}
              disabled={(mine.data ?? []).length === 0}
              onClick={() => {
                setTransferAll(true);
                setOpenings((count) => count + 1);
              }}
            >
              {t('transfer.allMine')}
            </Button>
          ) : null}
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
          {
            key: 'mine',
            label: t('projects.mine'),
            children: <ProjectTable kind="mine" search={search} onDialog={open} />,
          },
          {
            key: 'participate',
            label: t('projects.participate'),
            children: <ProjectTable kind="participate" search={search} onDialog={open} />,
          },
        ]}
      />
      <ModifyProjectDialog key={`modify-${openings}`} project={projectOf('modify')} onClose={close} />
      <CopyProjectDialog key={`copy-${openings}`} project={projectOf('copy')} onClose={close} />
      <MergeProjectDialog key={`merge-${openings}`} source={projectOf('merge')} onClose={close} />
      <TransferProjectDialog key={`transfer-${openings}`} project={projectOf('transfer')} onClose={close} />
      <TransferAllProjectsDialog
        key={`transferAll-${openings}`}
        open={transferAll}
        mine={mine.data ?? []}
        onClose={() => setTransferAll(false)}
      />
      <ParticipantsDialog
        key={`participants-${openings}`}
        project={projectOf('participants')}
        onClose={close}
      />
    </Card>
  );
}
