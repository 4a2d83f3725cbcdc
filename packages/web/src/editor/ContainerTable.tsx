import { useMemo, useRef, useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  PlusOutlined,
  RightSquareOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  defaultValueOf,
  exceedsUpper,
  labelOf,
  type ContainerDefInfo,
  type ContainerValue,
  type ModuleUi,
  type ParamDef,
  type ParamValue,
  type ProjectSnapshot,
} from '@ecuc/core/ecuc';
import type { Language } from '@ecuc/core/i18n';
import type { FindingCounts } from './badges.js';
import type { ContainerCalls } from './containerApi.js';
import { FindingBadge } from './FindingBadge.js';
import { childrenOf, movedOrder } from './snapshotIndex.js';

/** How many parameters a table shows as columns after the short name. */
export const TABLE_PARAM_COLUMNS = 4;
/** Height of the table body: a fixed height keeps 10,000 virtual rows smooth. */
const TABLE_BODY_HEIGHT = 440;

function cellText(param: ParamDef, stored: ParamValue | undefined): string {
  const value = stored === undefined || stored === null ? defaultValueOf(param) : stored;
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value;
}

export interface ContainerTableProps {
  info: ContainerDefInfo;
  module: string;
  instanceId: number;
  parentId: string | null;
  snapshot: ProjectSnapshot;
  counts: FindingCounts;
  ui: ModuleUi;
  language: Language;
  calls: ContainerCalls;
  onAdd: (info: ContainerDefInfo) => void;
  onEdit: (container: ContainerValue) => void;
  onManage: (container: ContainerValue) => void;
}

/** The containers of one definition under one parent: add, edit, delete, copy, drag-sort, search, manage. */
export function ContainerTable(props: ContainerTableProps) {
  const { info, snapshot, counts, ui, language, calls } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const dragged = useRef<string | null>(null);
  const rows = childrenOf(snapshot, props.module, props.instanceId, props.parentId, info.path);
  const shown = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return wanted ? rows.filter((c) => c.shortName.toLowerCase().includes(wanted)) : rows;
  }, [rows, search]);
  const siblings = childrenOf(snapshot, props.module, props.instanceId, props.parentId);
  const full = exceedsUpper(rows.length + 1, info.def.upper) || (info.isChoiceOption && siblings.length > 0);
  const manageable = info.childDefs.length > 0;
  const sortable = search.trim() === '' && rows.length > 1;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(t(done));
    } catch {
      // The HTTP client has shown the message.
    }
  };

  const paramColumns = info.parameters.slice(0, TABLE_PARAM_COLUMNS);
  const columns: TableColumnsType<ContainerValue> = [
    {
      key: 'drag',
      width: 32,
      render: () =>
        sortable ? (
          <HolderOutlined className="container-table__handle" aria-label={t('editor.dragSort')} />
        ) : null,
    },
    {
      title: t('editor.shortName'),
      key: 'shortName',
      width: 240,
      ellipsis: true,
      render: (_, row) => (
        <Space size={4}>
          <Typography.Link onClick={() => props.onEdit(row)} data-testid={`row-name-${row.shortName}`}>
            {row.shortName}
          </Typography.Link>
          <FindingBadge count={counts.byContainer.get(row.id) ?? 0} testId={`row-badge-${row.shortName}`} />
        </Space>
      ),
    },
    ...paramColumns.map((param) => ({
      title: labelOf(ui, `${info.path}/${param.name}`, language),
      key: param.name,
      width: 160,
      ellipsis: true,
      render: (_: unknown, row: ContainerValue) => cellText(param, row.values[param.name]),
    })),
    {
      title: t('editor.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t('editor.edit')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('editor.edit')}
              onClick={() => props.onEdit(row)}
            />
          </Tooltip>
          {manageable ? (
            <Tooltip title={t('editor.manage')}>
              <Button
                type="text"
                size="small"
                icon={<RightSquareOutlined />}
                aria-label={t('editor.manage')}
                onClick={() => props.onManage(row)}
              />
            </Tooltip>
          ) : null}
          <Tooltip title={t('editor.copy')}>
            <Button
              type="text"
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('editor.copy')}
              disabled={full}
              onClick={() => void run(() => calls.copy(row.id), 'editor.copied')}
            />
          </Tooltip>
          <Popconfirm
            title={t('editor.deleteConfirm', { name: row.shortName })}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            onConfirm={() => run(() => calls.remove(row.id), 'editor.deleted')}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('editor.delete')}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const width = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 160), 0);

  return (
    <div className="container-table" data-testid={`table-${info.def.name}`}>
      <Space className="container-table__toolbar" wrap>
        <Button
          type="primary"
          size="small"
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => props.onAdd(info)}
          data-testid={`add-${info.def.name}`}
        >
          {t('editor.add')}
        </Button>
        <Input.Search
          size="small"
          allowClear
          placeholder={t('editor.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 240 }}
        />
        <Typography.Text type="secondary">
          {t('editor.rowCount', {
            count: rows.length,
            upper: info.def.upper === 'infinite' ? '∞' : info.def.upper,
          })}
        </Typography.Text>
      </Space>
      <Table<ContainerValue>
        size="small"
        bordered
        rowKey="id"
        columns={columns}
        dataSource={shown as ContainerValue[]}
        pagination={false}
        virtual
        scroll={{ x: width, y: TABLE_BODY_HEIGHT }}
        onRow={(row) => ({
          draggable: sortable,
          onDragStart: () => {
            dragged.current = row.id;
          },
          onDragOver: (event) => {
            if (dragged.current) event.preventDefault();
          },
          onDrop: (event) => {
            event.preventDefault();
            const moved = dragged.current;
            dragged.current = null;
            if (!moved || moved === row.id) return;
            const order = movedOrder(
              rows.map((c) => c.id),
              moved,
              row.id,
            );
            void run(() => calls.sort(order), 'editor.sorted');
          },
          onDoubleClick: () => props.onEdit(row),
        })}
      />
    </div>
  );
}
