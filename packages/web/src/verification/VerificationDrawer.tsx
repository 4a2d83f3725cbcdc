import { useEffect, useMemo, useRef, useState } from 'react';
import {
  App,
  Button,
  Drawer,
  Empty,
  Form,
  Input,
  Modal,
  Space,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { PushpinFilled, PushpinOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { http } from '../app/services.js';
import { queryClient } from '../app/queryClient.js';
import { editorLinkOf } from '../editor/editorLink.js';
import { indexSnapshot } from '../editor/snapshotIndex.js';
import {
  DRAWER_MAX_WIDTH,
  DRAWER_MIN_WIDTH,
  clampDrawerWidth,
  initialDrawerWidth,
  storedPinned,
  togglePin,
} from './drawerModel.js';
import { verificationDrawer, useVerificationDrawer } from './drawerStore.js';
import { DbcCheckTab } from './DbcCheckTab.js';
import { acknowledgementsOf, logRowsOf, type LogRow } from './errorLog.js';
import { useLiveVerification } from './liveStore.js';
import { checkQuery, checkQueryKey, currentProjectId } from './projectSnapshot.js';

/** The dialog asking the reason of an acknowledgement. */
function AcknowledgeDialog({ row, onClose }: { row: LogRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!row) return;
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await http.post('/generate/acknowledgeWarning', { code: row.code, path: row.path, reason });
      await queryClient.invalidateQueries({ queryKey: checkQueryKey(currentProjectId()) });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={row !== null}
      title={`${t('verification.acknowledgePrefix')}${row?.code ?? ''}`}
      mask={{ closable: false }}
      okText={t('verification.acknowledge')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => open && form.resetFields()}
    >
      <Typography.Paragraph type="secondary">{row?.message}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('verification.reason')}
          validateTrigger="onBlur"
          rules={[{ required: true, whitespace: true, message: t('verification.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="acknowledge-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The error log of the project: live findings, acknowledgements from the server's check. */
function VerifyTab({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const live = useLiveVerification();
  const projectId = currentProjectId();
  const check = useQuery(checkQuery(projectId, i18n.language));
  const [acknowledging, setAcknowledging] = useState<LogRow | null>(null);
  const acknowledgements = useMemo(() => acknowledgementsOf(check.data?.warningList ?? []), [check.data]);
  const rows = useMemo(() => logRowsOf(live.result, acknowledgements), [live.result, acknowledgements]);

  const open = (row: LogRow) => {
    const container =
      row.containerId && live.snapshot ? indexSnapshot(live.snapshot).byId.get(row.containerId) : undefined;
    const moduleName = container?.module ?? (row.path.split('/')[1] ?? '').replace(/_\d+$/, '');
    const link = editorLinkOf(
      moduleName,
      container?.instanceId ?? 0,
      container ? { containerId: container.id, ...(row.param ? { param: row.param } : {}) } : null,
    );
    if (!link) return;
    onNavigate();
    void navigate(link);
  };

  const withdraw = (row: LogRow) => {
    modal.confirm({
      title: t('verification.withdraw'),
      content: row.acknowledged?.reason,
      mask: { closable: false },
      onOk: async () => {
        await http.post('/generate/withdrawAcknowledgement', { code: row.code, path: row.path });
        await queryClient.invalidateQueries({ queryKey: checkQueryKey(projectId) });
      },
    });
  };

  const columns: TableColumnsType<LogRow> = [
    {
      // Type and code stacked in one narrow column: the message gets the drawer's width.
      title: `${t('verification.type')} / ${t('verification.code')}`,
      dataIndex: 'type',
      width: 112,
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          {row.type === 'error' ? (
            <Tag color="error">{t('verification.error')}</Tag>
          ) : (
            <Tag color={row.acknowledged ? 'default' : 'warning'}>{t('verification.warning')}</Tag>
          )}
          <Typography.Text className="verification-log__code">{row.code}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('verification.message'),
      dataIndex: 'message',
      render: (_, row) => (
        <Space direction="vertical" size={0} className="verification-log__text">
          <span className="verification-log__message" title={row.message}>
            {row.message}
          </span>
          <Typography.Text type="secondary" className="verification-log__path" title={row.path}>
            {row.path}
          </Typography.Text>
          {row.acknowledged ? (
            <Typography.Text type="secondary">
              {t('verification.acknowledgedAs', { reason: row.acknowledged.reason })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 112,
      render: (_, row) =>
        row.type !== 'warning' ? null : row.acknowledged ? (
          <Button
            type="link"
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              withdraw(row);
            }}
          >
            {t('verification.withdrawShort')}
          </Button>
        ) : (
          <Button
            type="link"
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              setAcknowledging(row);
            }}
          >
            {t('verification.acknowledge')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Space className="verification-log__summary">
        <Typography.Text data-testid="verification-summary">
          {t('verification.summary', {
            errors: live.result.errList.length,
            warnings: live.result.warningList.length,
          })}
        </Typography.Text>
        <Tooltip title={t('verification.refresh')}>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={check.isFetching}
            aria-label={t('verification.refresh')}
            onClick={() => void check.refetch()}
          />
        </Tooltip>
      </Space>
      <Table<LogRow>
        className="verification-log"
        data-testid="verification-log"
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        virtual
        scroll={{ y: 640 }}
        locale={{ emptyText: <Empty description={t('verification.empty')} /> }}
        onRow={(row) => ({ onClick: () => open(row), className: 'verification-log__row' })}
      />
      <AcknowledgeDialog row={acknowledging} onClose={() => setAcknowledging(null)} />
    </>
  );
}

/** The verification drawer: pinned or temporary, 35 % wide, resizable between 350 and 450 px. */
export function VerificationDrawer() {
  const { t } = useTranslation();
  const drawer = useVerificationDrawer();
  const [pinned, setPinned] = useState(() => storedPinned(window.localStorage));
  const [width, setWidth] = useState(() => initialDrawerWidth(window.innerWidth));
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (drawer.open) window.clearTimeout(closeTimer.current);
  }, [drawer.open]);

  // A pinned, open drawer makes room: the page beside it narrows by its width (`--verification-drawer-room`,
  // read by the layout's CSS) instead of lying under it.
  useEffect(() => {
    const room = pinned && drawer.open ? `${width}px` : '0px';
    document.documentElement.style.setProperty('--verification-drawer-room', room);
    return () => document.documentElement.style.setProperty('--verification-drawer-room', '0px');
  }, [pinned, drawer.open, width]);

  const onPin = () => {
    const next = togglePin(pinned, window.localStorage);
    setPinned(next.pinned);
    window.clearTimeout(closeTimer.current);
    if (next.closeAfterMs !== null)
      closeTimer.current = window.setTimeout(() => verificationDrawer.close(), next.closeAfterMs);
  };

  return (
    <Drawer
      open={drawer.open}
      placement="right"
      size={width}
      maxSize={DRAWER_MAX_WIDTH}
      resizable={{ onResize: (size) => setWidth(clampDrawerWidth(Math.max(size, DRAWER_MIN_WIDTH))) }}
      mask={!pinned}
      title={t('verification.title')}
      rootClassName={pinned ? 'verification-drawer verification-drawer--pinned' : 'verification-drawer'}
      data-testid="verification-drawer"
      onClose={() => verificationDrawer.close()}
      extra={
        <Tooltip title={pinned ? t('verification.unpin') : t('verification.pin')}>
          <Button
            type="text"
            data-testid="drawer-pin"
            aria-pressed={pinned}
            aria-label={pinned ? t('verification.unpin') : t('verification.pin')}
            icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
            onClick={onPin}
          />
        </Tooltip>
      }
    >
      <Tabs
        activeKey={drawer.tab}
        onChange={(key) => verificationDrawer.setTab(key === 'dbc' ? 'dbc' : 'verify')}
        items={[
          {
            key: 'verify',
            label: t('verification.tabVerify'),
            children: (
              <VerifyTab
                onNavigate={() => {
                  if (!pinned) verificationDrawer.close();
                }}
              />
            ),
          },
          {
            key: 'dbc',
            label: t('verification.tabDbc'),
            children: (
              <DbcCheckTab
                onNavigate={() => {
                  if (!pinned) verificationDrawer.close();
                }}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
