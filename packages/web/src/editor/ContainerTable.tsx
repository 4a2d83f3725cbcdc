import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Checkbox, Input, Space, Table, Typography } from 'antd';
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
  additionRefusal,
  canDeleteContainer,
  copyRefusal,
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
import {
  cellOf,
  createRowModel,
  tableColumnsOf,
  warmRows,
  type CellContext,
  type TableSort,
} from './tableModel.js';

/** Height of the table body: a fixed height keeps 20,000 virtual rows smooth. */
const TABLE_BODY_HEIGHT = 440;
/** Rows whose search texts are computed per idle slice. */
const WARM_SLICE = 2000;
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
  const { message, modal } = App.useApp();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
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
  // In idle time after the rows arrive, compute their search texts and sort keys slice by slice, so
  // that the first search or sort of a large table finds them ready.
  useEffect(() => {
    let from = 0;
    let handle = 0;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const step = () => {
      from = warmRows(rows, tableColumns, from, WARM_SLICE);
      if (from < rows.length) handle = idle(step);
    };
    handle = idle(step);
    return () => cancel(handle);
  }, [rows, tableColumns]);
  const shown = useMemo(
    () => model(rows, tableColumns, { search, sort }, context),
    [model, rows, tableColumns, search, sort, context],
  );
  /** The selected rows of this table as the snapshot holds them now (deleted ones drop out). */
  const selected = useMemo(
    () =>
      currentRows(snapshot, [...selectedIds]).filter(
        (row) => row.definitionPath === info.path && row.parentId === props.parentId,
      ),
    [snapshot, selectedIds, info.path, props.parentId],
  );
  const selectedSet = useMemo(() => new Set(selected.map((row) => row.id)), [selected]);
  const shownSelected = useMemo(
    () => (selectedSet.size === 0 ? 0 : shown.reduce((n, row) => (selectedSet.has(row.id) ? n + 1 : n), 0)),
    [shown, selectedSet],
  );
  const toggle = (ids: readonly string[], on: boolean) => {
    const next = new Set(selectedSet);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelectedIds(next);
  };
  const siblings = childrenOf(snapshot, props.module, props.instanceId, props.parentId);
  // The same decisions as the server's (core container rules): the buttons are off where it would refuse.
  const full = additionRefusal(info, siblings) !== undefined;
  const copyFull = copyRefusal(info, siblings) !== undefined;
  /** Asks before deleting, or says at once why the server would refuse (still referred to, minimum count). */
  const askToDelete = (row: ContainerValue) => {
    const refusal = canDeleteContainer(snapshot.containers, row, info);
    if (refusal) {
      const referrers = (refusal.data as { referrers?: { path: string }[] } | undefined)?.referrers ?? [];
      modal.warning({
        title: t('editor.deleteRefused', { name: row.shortName }),
        content:
          referrers.length > 0
            ? t('editor.deleteReferenced', { paths: referrers.map((r) => r.path).join(', ') })
            : t(`state.${refusal.code}`),
        okText: t('common.ok'),
      });
      return;
    }
    modal.confirm({
      title: t('editor.deleteConfirm', { name: row.shortName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => run(() => calls.remove(row.id), 'editor.deleted'),
    });
  };
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

  // Selection is a column of our own (a Set of ids), not antd's rowSelection: that one rebuilds maps
  // over every row on each render, which a table of 20,000 rows feels.
  const columns: TableColumnsType<ContainerValue> = [
    {
      key: 'select',
      width: 40,
      title: (
        <Checkbox
          aria-label={t('editor.bulk.selectAll')}
          checked={shown.length > 0 && shownSelected === shown.length}
          indeterminate={shownSelected > 0 && shownSelected < shown.length}
          onChange={(event) =>
            toggle(
              shown.map((row) => row.id),
              event.target.checked,
            )
          }
          data-testid={`select-all-${info.def.name}`}
        />
      ),
      render: (_, row) => (
        <Checkbox
          checked={selectedSet.has(row.id)}
          onChange={(event) => toggle([row.id], event.target.checked)}
          data-testid={`row-select-${row.shortName}`}
        />
      ),
    },
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
      // Plain buttons with a native title (no tooltip or popconfirm per row): every re-render of a
      // large table draws these for each visible row.
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            title={t('editor.edit')}
            aria-label={t('editor.edit')}
            onClick={() => props.onEdit(row)}
          />
          {manageable ? (
            <Button
              type="text"
              size="small"
              icon={<RightSquareOutlined />}
              title={t('editor.manage')}
              aria-label={t('editor.manage')}
              onClick={() => props.onManage(row)}
            />
          ) : null}
          <Button
            type="text"
            size="small"
            icon={<CopyOutlined />}
            title={t('editor.copy')}
            aria-label={t('editor.copy')}
            disabled={copyFull}
            onClick={() => void run(() => calls.copy(row.id), 'editor.copied')}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            title={t('editor.delete')}
            aria-label={t('editor.delete')}
            onClick={() => askToDelete(row)}
          />
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
        rowClassName={(row) => (selectedSet.has(row.id) ? 'ant-table-row-selected' : '')}
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
