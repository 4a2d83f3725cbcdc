import { useMemo, useRef, useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FormOutlined,
  HolderOutlined,
  PlusOutlined,
  RightSquareOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  exceedsUpper,
  labelOf,
  type ContainerDefInfo,
  type ContainerValue,
  type ModuleDefIndex,
  type ModuleUi,
  type ProjectSnapshot,
} from '@ecuc/core/ecuc';
import type { Language } from '@ecuc/core/i18n';
import type { FindingCounts } from './badges.js';
import type { ContainerCalls } from './containerApi.js';
import { BulkEditDialog } from './BulkEditDialog.js';
import { currentRows } from './bulkEdit.js';
import { FindingBadge } from './FindingBadge.js';
import { childrenOf, indexSnapshot, movedOrder } from './snapshotIndex.js';
import { cellOf, createRowModel, tableColumnsOf, type CellContext, type TableSort } from './tableModel.js';

/** Height of the table body: a fixed height keeps 20,000 virtual rows smooth. */
const TABLE_BODY_HEIGHT = 440;
/** Width of a value column. */
const COLUMN_WIDTH = 150;

export interface ContainerTableProps {
  info: ContainerDefInfo;
  /** The module definition's index (sub-container columns). */
  index: ModuleDefIndex;
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

/**
 * The containers of one definition under one parent: the module's columns, search in every column,
 * sort by a column, add, edit, delete, copy, drag-sort, manage, and one column set across selected rows.
 */
export function ContainerTable(props: ContainerTableProps) {
  const { info, snapshot, counts, ui, language, calls } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort | null>(null);
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const dragged = useRef<string | null>(null);
  const rows = childrenOf(snapshot, props.module, props.instanceId, props.parentId, info.path);
  const tableColumns = useMemo(() => tableColumnsOf(info, ui, props.index), [info, ui, props.index]);
  const context = useMemo<CellContext>(() => {
    const { byId } = indexSnapshot(snapshot);
    return {
      container: (id) => byId.get(id),
      children: (parentId) => childrenOf(snapshot, props.module, props.instanceId, parentId),
      ui,
      language,
    };
  }, [snapshot, props.module, props.instanceId, ui, language]);
  const [model] = useState(createRowModel);
  const shown = useMemo(
    () => model(rows, tableColumns, { search, sort }, context),
    [model, rows, tableColumns, search, sort, context],
  );
  const selected = useMemo(() => {
    const here = new Set(rows.map((r) => r.id));
    return currentRows(snapshot, selectedIds).filter((row) => here.has(row.id));
  }, [snapshot, rows, selectedIds]);
  const siblings = childrenOf(snapshot, props.module, props.instanceId, props.parentId);
  const full = exceedsUpper(rows.length + 1, info.def.upper) || (info.isChoiceOption && siblings.length > 0);
  const manageable = info.childDefs.length > 0;
  const sortable = search.trim() === '' && sort === null && rows.length > 1;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(t(done));
    } catch {
      // The HTTP client has shown the message.
    }
  };

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
      sorter: true,
      sortOrder: sort?.column === 'shortName' ? sort.order : null,
      render: (_, row) => (
        <Space size={4}>
          <Typography.Link onClick={() => props.onEdit(row)} data-testid={`row-name-${row.shortName}`}>
            {row.shortName}
          </Typography.Link>
          <FindingBadge count={counts.byContainer.get(row.id) ?? 0} testId={`row-badge-${row.shortName}`} />
        </Space>
      ),
    },
    ...tableColumns.map((column) => ({
      title: labelOf(ui, column.path, language),
      key: column.name,
      width: COLUMN_WIDTH,
      ellipsis: true,
      sorter: true,
      sortOrder: sort?.column === column.name ? sort.order : null,
      render: (_: unknown, row: ContainerValue) => cellOf(column, row, context).text,
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

  const width = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 160), 48);

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
        <Button
          size="small"
          icon={<FormOutlined />}
          disabled={selected.length === 0}
          onClick={() => setBulkOpen(true)}
          data-testid={`bulk-edit-${info.def.name}`}
        >
          {t('editor.bulk.button')}
        </Button>
        <Typography.Text type="secondary" data-testid={`row-count-${info.def.name}`}>
          {t('editor.rowCount', {
            count: rows.length,
            upper: info.def.upper === 'infinite' ? '∞' : info.def.upper,
          })}
          {shown.length !== rows.length ? ` · ${t('editor.shownCount', { count: shown.length })}` : ''}
          {selected.length > 0 ? ` · ${t('editor.bulk.selected', { count: selected.length })}` : ''}
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
        rowSelection={{
          selectedRowKeys: selected.map((row) => row.id),
          onChange: (keys) => setSelectedIds(keys.map(String)),
          columnWidth: 40,
          preserveSelectedRowKeys: true,
        }}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(
            one?.order && typeof one.columnKey === 'string'
              ? { column: one.columnKey, order: one.order }
              : null,
          );
        }}
        showSorterTooltip={false}
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
      {bulkOpen ? (
        <BulkEditDialog
          info={info}
          ui={ui}
          language={language}
          calls={calls}
          rows={selected}
          columns={tableColumns}
          onClose={() => setBulkOpen(false)}
        />
      ) : null}
    </div>
  );
}
