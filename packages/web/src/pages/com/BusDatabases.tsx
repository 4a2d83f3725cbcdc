import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  Empty,
  Input,
  Popconfirm,
  Progress,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import type { UploadProps } from 'antd';
import {
  CloudDownloadOutlined,
  DeleteOutlined,
  PlayCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type {
  DbcBuNameData,
  DbcFileRow,
  DbcMessageListData,
  DbcMessageRow,
  ImportPreview,
} from '@ecuc/core/api';
import { busDatabaseExtensions } from '@ecuc/core/modules';
import { menuListQuery } from '../../app/api.js';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import { saveBlob } from '../../app/download.js';
import { useFormats } from '../../i18n/useFormats.js';
import { ImportPreviewModal } from '../../imports/ImportPreviewModal.js';
import { verificationDrawer } from '../../verification/drawerStore.js';
import { currentProjectId, refetchSnapshot } from '../../verification/projectSnapshot.js';
import { useFileUpload } from '../../app/useFileUpload.js';
import { busFileRefusalOf, canIdText, channelLoads, frameBitGrid, searchMessages } from './busDatabases.js';
import { AttributeMappingDialog } from './AttributeMappingDialog.js';
import { DerivationSummary } from './DerivationSummary.js';

const dbcKey = (projectId: string, what: string) => ['project', projectId, 'dbc', what] as const;

const filesQuery = (projectId: string) =>
  queryOptions({
    queryKey: dbcKey(projectId, 'files'),
    queryFn: () => http.post<DbcFileRow[]>('/dbc/getDbcListData', {}),
    enabled: projectId !== '',
  });
const buNameQuery = (projectId: string) =>
  queryOptions({
    queryKey: dbcKey(projectId, 'buName'),
    queryFn: () => http.post<DbcBuNameData>('/dbc/getBuName', {}),
    enabled: projectId !== '',
  });
const messagesQuery = (projectId: string) =>
  queryOptions({
    queryKey: dbcKey(projectId, 'messages'),
    queryFn: () => http.post<DbcMessageListData>('/dbc/getDbcMessageListData', {}),
    enabled: projectId !== '',
  });

/** Everything the card shows comes again from the server (after an upload, an import, a removal). */
function refreshBus(projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['project', projectId, 'dbc'] });
}

/** After an import or a removal: the configuration, and the menu (an import switches the modules it writes on). */
function refreshConfiguration(projectId: string): Promise<unknown> {
  return Promise.all([
    refetchSnapshot(projectId),
    refreshBus(projectId),
    queryClient.invalidateQueries({ queryKey: menuListQuery(projectId).queryKey }),
  ]);
}

/** The bits of a frame, a row per byte (bit 7 … 0), each signal's bits in its colour. */
function FrameBits({ message }: { message: DbcMessageRow }) {
  const { t } = useTranslation();
  const grid = useMemo(() => frameBitGrid(message), [message]);
  const colours = useMemo(() => {
    const map = new Map<string, string>();
    message.signals.forEach((s, i) => map.set(s.name, `hsl(${(i * 67) % 360} 70% 82%)`));
    return map;
  }, [message]);
  return (
    <div className="com-bus__bits" data-testid="dbc-bit-grid" role="table" aria-label={t('com.bus.bits')}>
      {grid.map((row, byte) => (
        <div className="com-bus__bits-row" role="row" key={byte}>
          <span className="com-bus__bits-byte" role="rowheader">
            {byte}
          </span>
          {row.map((cell) => (
            <Tooltip key={cell.bit} title={cell.signals.length > 0 ? cell.signals.join(', ') : undefined}>
              <span
                role="cell"
                data-bit={cell.bit}
                data-signals={cell.signals.join(' ')}
                className={cell.signals.length > 1 ? 'com-bus__bit com-bus__bit--overlap' : 'com-bus__bit'}
                style={
                  cell.signals.length === 1 ? { background: colours.get(cell.signals[0] ?? '') } : undefined
                }
              >
                {cell.bit}
              </span>
            </Tooltip>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The signals of the selected frame and its bit layout. */
function FrameDetail({ message }: { message: DbcMessageRow }) {
  const { t } = useTranslation();
  return (
    <div className="com-bus__detail" data-testid="dbc-message-detail">
      <Typography.Title level={5}>
        {message.name} · {canIdText(message)} · {t('com.bus.bytes', { count: message.size })}
      </Typography.Title>
      <div className="com-bus__detail-body">
        <Table
          size="small"
          rowKey="name"
          data-testid="dbc-signals"
          pagination={false}
          dataSource={message.signals}
          scroll={{ y: 260 }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('com.bus.signal'), ellipsis: true },
            { key: 'start', dataIndex: 'startBit', title: t('com.bus.startBit'), width: 80 },
            { key: 'lsb', dataIndex: 'comBitPosition', title: t('com.bus.comBitPosition'), width: 110 },
            { key: 'length', dataIndex: 'length', title: t('com.bus.length'), width: 70 },
            {
              key: 'order',
              dataIndex: 'byteOrder',
              title: t('com.bus.byteOrder'),
              width: 110,
              render: (order: string) => t(`com.bus.order.${order}`),
            },
            {
              key: 'signed',
              dataIndex: 'signed',
              title: t('com.bus.signed'),
              width: 70,
              render: (signed: boolean) => (signed ? '±' : '+'),
            },
            {
              key: 'mux',
              dataIndex: 'multiplex',
              title: t('com.bus.multiplex'),
              width: 70,
              render: (mux: string | null) => mux ?? '',
            },
          ]}
        />
        <FrameBits message={message} />
      </div>
    </div>
  );
}

/** Bus load per channel: the share of the bit time cyclic frames take, worst case with stuff bits. */
function BusLoad({ files, messages }: { files: readonly DbcFileRow[]; messages: readonly DbcMessageRow[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const loads = useMemo(() => channelLoads(files, messages), [files, messages]);
  if (loads.length === 0) return null;
  return (
    <div className="com-bus__load" data-testid="bus-load">
      <Typography.Title level={5}>{t('com.bus.loadTitle')}</Typography.Title>
      {loads.map((channel) => (
        <div key={channel.fileId} className="com-bus__load-channel" data-testid={`bus-load-${channel.file}`}>
          <Typography.Text strong>
            {t('com.bus.loadChannel', {
              file: channel.file,
              baud: channel.baudRate,
              load: formats.number(channel.load, { maximumFractionDigits: 1 }),
            })}
          </Typography.Text>
          <Progress
            percent={Math.min(100, Math.round(channel.load * 10) / 10)}
            status={channel.load > 70 ? 'exception' : 'normal'}
            strokeColor={channel.load > 50 ? '#fa8c16' : undefined}
            format={(percent) => `${formats.number(percent ?? 0, { maximumFractionDigits: 1 })}%`}
          />
          <div className="com-bus__load-frames">
            {channel.frames.slice(0, 8).map((frame) => (
              <Tooltip
                key={frame.name}
                title={`${frame.name}: ${formats.number(frame.load, { maximumFractionDigits: 2 })}%`}
              >
                <span
                  className="com-bus__load-frame"
                  style={{ flexGrow: Math.max(frame.load, 0.01) }}
                  data-testid="bus-load-frame"
                >
                  {frame.name}
                </span>
              </Tooltip>
            ))}
          </div>
          {channel.uncounted > 0 && (
            <Typography.Text type="secondary">
              {t('com.bus.uncounted', { count: channel.uncounted })}
            </Typography.Text>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * The bus databases of the project on the Com page: upload a DBC or a system description (with progress; an
 * existing name asks to overwrite), pick the node that is this ECU (BuName), import (a preview first: what it
 * adds, changes and removes, and the values you changed that it keeps), the frames with their signals and bit
 * layout, the bus load per channel, DBC verify in the verification drawer.
 */
export function BusDatabases() {
  const { t } = useTranslation();
  const formats = useFormats();
  const { message } = App.useApp();
  const projectId = currentProjectId();
  const files = useQuery(filesQuery(projectId));
  const buName = useQuery(buNameQuery(projectId));
  const messages = useQuery(messagesQuery(projectId));
  // A frame named in the address (`?dbcMessage=<id>`, a DBC check row followed from the drawer) is selected.
  const [params] = useSearchParams();
  const linked = params.get('dbcMessage');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: string; linked: string | null } | null>(null);
  const selected = picked && picked.linked === linked ? picked.id : (linked ?? picked?.id ?? null);
  const setSelected = (id: string) => setPicked({ id, linked });
  const [pending, setPending] = useState<{ row: DbcFileRow; preview: ImportPreview } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [mappingOf, setMappingOf] = useState<DbcFileRow | null>(null);
  const [multiplexed, setMultiplexed] = useState<'ipdum' | 'skip'>('ipdum');

  const rows = useMemo(() => searchMessages(messages.data?.messages ?? [], search), [messages.data, search]);
  const chosen = (messages.data?.messages ?? []).find((m) => m.id === selected);

  const { progress, send } = useFileUpload(
    '/dbc/upload',
    {
      uploaded: (name) => t('com.bus.uploaded', { name }),
      overwriteTitle: t('com.bus.overwriteTitle'),
      overwrite: (name) => t('com.bus.overwrite', { name }),
      overwriteOk: t('com.bus.overwriteOk'),
    },
    () => refreshBus(projectId),
  );

  const customRequest: UploadProps['customRequest'] = (options) => {
    void send(options.file as File, false).then(() => options.onSuccess?.(null));
  };
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = busFileRefusalOf(file);
    if (refusal === 'extension')
      void message.error(t('com.bus.wrongExtension', { extensions: busDatabaseExtensions().join(', ') }));
    if (refusal === 'size') void message.error(t('com.bus.tooLarge'));
    return refusal === undefined ? true : Upload.LIST_IGNORE;
  };

  const chooseNode = async (node: string) => {
    try {
      await http.post('/dbc/setBuName', { buName: node });
      void message.success(t('com.bus.nodeChosen', { node }));
      await refreshBus(projectId);
    } catch {
      // Shown by the HTTP client (a node missing from a DBC: 1057).
    }
  };

  const preview = async (row: DbcFileRow) => {
    setBusy(`import-${row.id}`);
    try {
      setPending({
        row,
        preview: await http.post<ImportPreview>('/dbc/import', { id: row.id, mode: 'preview', multiplexed }),
      });
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(null);
    }
  };

  const apply = async (acceptErrors: boolean) => {
    if (!pending) return;
    setBusy('apply');
    try {
      const result = await http.post<ImportPreview>('/dbc/import', {
        id: pending.row.id,
        mode: 'apply',
        acceptErrors,
        multiplexed,
      });
      setPending(null);
      void message.success(
        t('com.bus.imported', {
          name: pending.row.name,
          created: result.created,
          changed: result.changed,
          removed: result.removed,
        }),
      );
      await refreshConfiguration(projectId);
    } catch {
      // Refusals are shown by the HTTP client.
    } finally {
      setBusy(null);
    }
  };

  const download = async (row: DbcFileRow) => {
    try {
      const file = await http.downloadFile('/dbc/download', { projectid: projectId, id: row.id });
      saveBlob(file.blob, row.name);
    } catch {
      // Shown by the HTTP client.
    }
  };

  const removeFile = async (row: DbcFileRow) => {
    try {
      await http.post('/dbc/deleteDbc', { id: row.id });
      void message.success(t('com.bus.deleted', { name: row.name }));
      await refreshConfiguration(projectId);
    } catch {
      // 1055 (your own containers refer to what was derived) is shown by the HTTP client.
    }
  };

  const removeMessage = async (row: DbcMessageRow) => {
    try {
      await http.post('/dbc/deleteDbcMessageId', { id: row.id });
      void message.success(t('com.bus.messageDeleted', { name: row.name }));
      await refreshConfiguration(projectId);
    } catch {
      // 1055 is shown by the HTTP client.
    }
  };

  const fileRows = files.data ?? [];
  return (
    <Card size="small" className="com-bus" data-testid="bus-databases" title={t('com.bus.title')}>
      <Space wrap className="com-bus__toolbar">
        <Upload
          accept={busDatabaseExtensions().join(',')}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
          disabled={progress !== null}
        >
          <Button
            type="primary"
            icon={<UploadOutlined />}
            data-testid="dbc-upload"
            loading={progress !== null}
          >
            {t('com.bus.upload')}
          </Button>
        </Upload>
        <Typography.Text>{t('com.bus.node')}</Typography.Text>
        <Select
          className="com-bus__node"
          data-testid="dbc-buname"
          placeholder={t('com.bus.nodePlaceholder')}
          value={buName.data?.selected ?? undefined}
          options={(buName.data?.nodes ?? []).map((node) => ({ value: node, label: node }))}
          onChange={(node: string) => void chooseNode(node)}
          disabled={fileRows.length === 0}
          showSearch
        />
        <Typography.Text>{t('com.bus.multiplexed')}</Typography.Text>
        <Select
          className="com-bus__multiplexed"
          data-testid="dbc-multiplexed"
          value={multiplexed}
          onChange={(value: 'ipdum' | 'skip') => setMultiplexed(value)}
          options={[
            { value: 'ipdum', label: t('com.bus.multiplexedIpdum') },
            { value: 'skip', label: t('com.bus.multiplexedSkip') },
          ]}
        />
        <Button
          icon={<SafetyCertificateOutlined />}
          data-testid="dbc-verify"
          disabled={fileRows.length === 0}
          onClick={() => verificationDrawer.open('dbc')}
        >
          {t('com.bus.verify')}
        </Button>
        {progress && (
          <span className="com-bus__progress">
            <Typography.Text type="secondary">{progress.name}</Typography.Text>
            <Progress percent={progress.percent} size="small" style={{ width: 160 }} />
          </span>
        )}
      </Space>
      <Table<DbcFileRow>
        size="small"
        rowKey="id"
        data-testid="dbc-files"
        loading={files.isLoading}
        dataSource={fileRows}
        pagination={false}
        locale={{ emptyText: t('com.bus.empty') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('com.bus.file'), ellipsis: true },
          {
            key: 'nodes',
            dataIndex: 'nodes',
            title: t('com.bus.nodes'),
            ellipsis: true,
            render: (nodes: string[]) => nodes.join(', '),
          },
          { key: 'messages', dataIndex: 'messages', title: t('com.bus.messages'), width: 80 },
          { key: 'signals', dataIndex: 'signals', title: t('com.bus.signals'), width: 80 },
          {
            key: 'baud',
            dataIndex: 'baudRate',
            title: t('com.bus.baud'),
            width: 100,
            render: (baud: number) => `${formats.number(baud)} kbit/s`,
          },
          {
            key: 'derived',
            dataIndex: 'derived',
            title: t('com.bus.derived'),
            width: 90,
            render: (count: number) => (count > 0 ? <Tag color="blue">{count}</Tag> : '—'),
          },
          {
            key: 'actions',
            title: t('com.bus.actions'),
            width: 330,
            render: (_: unknown, row) => (
              <Space size="small">
                <Button
                  size="small"
                  type="link"
                  icon={<PlayCircleOutlined />}
                  loading={busy === `import-${row.id}`}
                  disabled={!buName.data?.selected}
                  onClick={() => void preview(row)}
                  data-testid={`dbc-import-${row.name}`}
                >
                  {t('com.bus.import')}
                </Button>
                <Button
                  size="small"
                  type="link"
                  icon={<SettingOutlined />}
                  onClick={() => setMappingOf(row)}
                  data-testid={`dbc-mapping-${row.name}`}
                >
                  {t('com.bus.mapping')}
                </Button>
                <Button
                  size="small"
                  type="link"
                  icon={<CloudDownloadOutlined />}
                  onClick={() => void download(row)}
                  data-testid={`dbc-download-${row.name}`}
                >
                  {t('com.bus.download')}
                </Button>
                <Popconfirm
                  title={t('com.bus.deleteConfirm', { name: row.name })}
                  onConfirm={() => removeFile(row)}
                >
                  <Button
                    size="small"
                    type="link"
                    danger
                    icon={<DeleteOutlined />}
                    data-testid={`dbc-delete-${row.name}`}
                  >
                    {t('com.bus.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <BusLoad files={fileRows} messages={messages.data?.messages ?? []} />
      {fileRows.length > 0 && (
        <div className="com-bus__browser">
          <Space className="com-bus__browser-bar" wrap>
            <Typography.Title level={5}>{t('com.bus.browser')}</Typography.Title>
            <Input.Search
              allowClear
              data-testid="dbc-search"
              placeholder={t('com.bus.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="com-bus__search"
            />
            <Typography.Text type="secondary">
              {t('com.bus.shown', { shown: rows.length, total: messages.data?.messages.length ?? 0 })}
            </Typography.Text>
          </Space>
          <Table<DbcMessageRow>
            size="small"
            rowKey="id"
            virtual
            data-testid="dbc-messages"
            loading={messages.isLoading}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 900, y: 320 }}
            rowClassName={(row) => (row.id === selected ? 'com-bus__row--selected' : '')}
            onRow={(row) => ({
              onClick: () => setSelected(row.id),
              'data-testid': `dbc-message-${row.name}`,
            })}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('com.bus.message'), width: 220, ellipsis: true },
              {
                key: 'id',
                title: t('com.bus.canId'),
                width: 120,
                render: (_: unknown, row) => canIdText(row),
              },
              {
                key: 'direction',
                dataIndex: 'direction',
                title: t('com.bus.direction'),
                width: 90,
                render: (direction: DbcMessageRow['direction']) =>
                  direction === 'none' ? (
                    <Typography.Text type="secondary">—</Typography.Text>
                  ) : (
                    <Tag color={direction === 'send' ? 'green' : 'geekblue'}>
                      {t(`com.bus.dir.${direction}`)}
                    </Tag>
                  ),
              },
              { key: 'size', dataIndex: 'size', title: t('com.bus.size'), width: 70 },
              {
                key: 'cycle',
                dataIndex: 'cycleTime',
                title: t('com.bus.cycle'),
                width: 90,
                render: (cycle: number | null) => (cycle === null ? '—' : `${cycle} ms`),
              },
              {
                key: 'signals',
                title: t('com.bus.signals'),
                width: 70,
                render: (_: unknown, row) => row.signals.length,
              },
              {
                key: 'derived',
                title: t('com.bus.derived'),
                width: 100,
                render: (_: unknown, row) =>
                  row.excluded ? (
                    <Tag>{t('com.bus.excluded')}</Tag>
                  ) : row.derived > 0 ? (
                    <Tag color="blue">{row.derived}</Tag>
                  ) : (
                    '—'
                  ),
              },
              {
                key: 'actions',
                title: '',
                width: 60,
                render: (_: unknown, row) =>
                  row.excluded ? null : (
                    <Popconfirm
                      title={t('com.bus.messageDeleteConfirm', { name: row.name })}
                      onConfirm={() => removeMessage(row)}
                    >
                      <Button
                        size="small"
                        type="text"
                        danger
                        aria-label={t('com.bus.delete')}
                        icon={<DeleteOutlined />}
                        data-testid={`dbc-message-delete-${row.name}`}
                        onClick={(event) => event.stopPropagation()}
                      />
                    </Popconfirm>
                  ),
              },
            ]}
          />
          {chosen ? (
            <FrameDetail message={chosen} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('com.bus.pickMessage')} />
          )}
        </div>
      )}
      <AttributeMappingDialog file={mappingOf} onClose={() => setMappingOf(null)} />
      <ImportPreviewModal
        name={pending?.row.name ?? ''}
        preview={pending?.preview}
        facts={
          pending?.preview.derivation ? <DerivationSummary derivation={pending.preview.derivation} /> : null
        }
        applying={busy === 'apply'}
        onApply={(acceptErrors) => void apply(acceptErrors)}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
