import { useMemo, useState, type HTMLAttributes } from 'react';
import { Alert, App, Button, Card, Checkbox, Empty, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { CheckOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ModuleScreensProps } from '../../modules/screens.js';
import { apiPrefixOf, containerCalls, StaleUpdate } from '../../editor/containerApi.js';
import { editorLinkOf, targetOfSearch } from '../../editor/editorLink.js';
import { FindingBadge } from '../../editor/FindingBadge.js';
import { useLiveVerification } from '../../verification/liveStore.js';
import { currentProjectId, refetchSnapshot, snapshotQuery } from '../../verification/projectSnapshot.js';
import {
  ACCESS_CONTAINER,
  ACCESS_KINDS,
  accessAddBody,
  accessView,
  byteLayout,
  chosenDid,
  didOfContainer,
  didViews,
  headerToggle,
  hexOf,
  infoAddBody,
  infoRefUpdate,
  type AccessKind,
  type AccessUpdate,
  type AccessView,
  type DidView,
} from './didEditor.js';
import './dcm.css';

/** The byte row of a DID: its data elements' spans above the byte cells, and the E_Dcm0005 line. */
function ByteLayout({ view, onOpen }: { view: DidView; onOpen: (containerId: string) => void }) {
  const { t } = useTranslation();
  const layout = byteLayout(view.layout);
  const summaryType = layout.state === 'ok' ? 'success' : layout.state === 'mismatch' ? 'danger' : 'warning';
  return (
    <div className="dcm-layout" data-testid="dcm-did-layout" data-state={layout.state}>
      <Typography.Text strong>{t('dcm.layout.title')}</Typography.Text>
      {view.layout.elements.length === 0 ? (
        <div>
          <Typography.Text type="secondary" data-testid="dcm-layout-none">
            {t('dcm.layout.none')}
          </Typography.Text>
        </div>
      ) : (
        <>
          {layout.shown > 0 && (
            <div
              className="dcm-layout__grid"
              style={{ gridTemplateColumns: `repeat(${layout.shown}, minmax(34px, 1fr))` }}
            >
              {layout.spans
                .filter((span) => span.start < layout.shown)
                .map((span) => {
                  const { element } = span;
                  const tip = t('dcm.layout.span', {
                    signal: element.name,
                    data: element.dataName ?? '?',
                    type: element.dataType ?? '?',
                    offset: span.start,
                    size: span.end - span.start,
                  });
                  return (
                    <div
                      key={element.id}
                      className={`dcm-span${span.overlapping ? ' dcm-span--overlap' : ''}`}
                      style={{
                        gridColumn: `${span.start + 1} / ${Math.min(span.end, layout.shown) + 1}`,
                        gridRow: span.lane + 1,
                      }}
                      title={tip}
                      data-testid="dcm-span"
                      data-signal={element.name}
                      data-offset={span.start}
                      data-size={span.end - span.start}
                      data-overlap={span.overlapping}
                    >
                      <Typography.Link
                        className="dcm-span__name"
                        onClick={() => onOpen(element.id)}
                        data-testid="dcm-span-signal"
                      >
                        {element.name}
                      </Typography.Link>
                      {element.dataId !== undefined && (
                        <Typography.Link
                          className="dcm-span__data"
                          onClick={() => element.dataId !== undefined && onOpen(element.dataId)}
                          data-testid="dcm-span-data"
                        >
                          {element.dataName}
                        </Typography.Link>
                      )}
                      <span className="dcm-span__meta">
                        {element.dataType} · @{span.start} · {span.end - span.start} B
                      </span>
                    </div>
                  );
                })}
              {layout.cells.map((cell) => (
                <div
                  key={cell.offset}
                  className={`dcm-byte dcm-byte--${cell.state}`}
                  style={{ gridColumn: cell.offset + 1, gridRow: layout.lanes + 1 }}
                  title={
                    cell.state === 'filled'
                      ? t('dcm.layout.byte', { offset: cell.offset })
                      : `${t('dcm.layout.byte', { offset: cell.offset })} · ${t(`dcm.layout.${cell.state}`)}`
                  }
                  data-testid={`dcm-byte-${cell.offset}`}
                  data-state={cell.state}
                >
                  {cell.offset}
                </div>
              ))}
            </div>
          )}
          <Space wrap size={8}>
            <Typography.Text type={summaryType} data-testid="dcm-layout-summary" data-state={layout.state}>
              {t('dcm.layout.summary', { dataSize: layout.dataSize, length: layout.length })}
            </Typography.Text>
            {layout.gaps > 0 && (
              <Tag color="error" data-testid="dcm-layout-gaps">
                {t('dcm.layout.gaps', { count: layout.gaps })}
              </Tag>
            )}
            {layout.overlaps > 0 && (
              <Tag color="error" data-testid="dcm-layout-overlaps">
                {t('dcm.layout.overlaps', { count: layout.overlaps })}
              </Tag>
            )}
          </Space>
          {layout.state === 'incomplete' && (
            <Typography.Text type="warning">{t('dcm.layout.incomplete')}</Typography.Text>
          )}
          {layout.unplaced.length > 0 && (
            <Typography.Text type="secondary" data-testid="dcm-layout-unplaced">
              {t('dcm.layout.unplaced', { names: layout.unplaced.map((e) => e.name).join(', ') })}
            </Typography.Text>
          )}
          {layout.shown < layout.length && (
            <Typography.Text type="secondary">
              {t('dcm.layout.truncated', { shown: layout.shown, length: layout.length })}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" className="dcm-hint">
            {t('dcm.layout.openHint')}
          </Typography.Text>
        </>
      )}
    </div>
  );
}

/** One access of a DID: the switch that configures it and its session × security matrix of check boxes. */
function AccessMatrix({
  access,
  busy,
  onToggle,
  onSwitch,
}: {
  access: AccessView;
  busy: boolean;
  onToggle: (update: AccessUpdate | undefined) => void;
  onSwitch: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { kind } = access;
  return (
    <div className="dcm-access" data-testid={`dcm-access-${kind}`} data-configured={access.configured}>
      <Space>
        <Switch
          checked={access.configured}
          loading={busy}
          onChange={onSwitch}
          data-testid={`dcm-access-enable-${kind}`}
        />
        <Typography.Text>{t(`dcm.access.enable.${kind}`)}</Typography.Text>
      </Space>
      {!access.configured ? (
        <Typography.Text type="secondary" data-testid={`dcm-access-off-${kind}`}>
          {t('dcm.access.disabled', { container: ACCESS_CONTAINER[kind] })}
        </Typography.Text>
      ) : access.sessions.length === 0 ? (
        <Typography.Text type="secondary">{t('dcm.access.noSessions')}</Typography.Text>
      ) : (
        <>
          <table className="dcm-matrix" data-testid={`dcm-matrix-${kind}`}>
            <thead>
              <tr>
                <th className="dcm-matrix__corner">{t('dcm.access.corner')}</th>
                {access.securityLevels.map((level) => (
                  <th key={level.id ?? 'locked'} className="dcm-matrix__head">
                    <Checkbox
                      checked={level.referenced}
                      disabled={busy || (level.id === null && level.referenced)}
                      onChange={() => onToggle(headerToggle(access, 'security', level.id))}
                      data-testid={`dcm-security-${kind}-${level.id === null ? 'locked' : level.name}`}
                      data-level={level.level}
                    >
                      {level.id === null
                        ? t('dcm.access.locked')
                        : t('dcm.access.security', { name: level.name, level: level.level ?? '?' })}
                    </Checkbox>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {access.sessions.map((session, s) => (
                <tr key={session.id ?? s}>
                  <th className="dcm-matrix__row">
                    <Checkbox
                      checked={session.referenced}
                      disabled={busy}
                      onChange={() => onToggle(headerToggle(access, 'session', session.id))}
                      data-testid={`dcm-session-${kind}-${session.name}`}
                      data-level={session.level}
                    >
                      {t('dcm.access.session', { name: session.name, hex: hexOf(session.level, 2) })}
                    </Checkbox>
                  </th>
                  {access.securityLevels.map((level, l) => {
                    const allowed = access.allowed[s]?.[l] === true;
                    return (
                      <td
                        key={level.id ?? 'locked'}
                        className={`dcm-matrix__cell dcm-matrix__cell--${allowed ? 'allowed' : 'denied'}`}
                        data-testid={`dcm-cell-${kind}-${session.name}-${level.id === null ? 'locked' : level.name}`}
                        data-allowed={allowed}
                        title={t(allowed ? 'dcm.access.allowed' : 'dcm.access.denied')}
                      >
                        {allowed ? <CheckOutlined /> : <MinusOutlined />}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <Typography.Text type="secondary" className="dcm-hint">
            {t('dcm.access.hint')}
          </Typography.Text>
          {access.anySession && (
            <Typography.Text type="secondary" data-testid={`dcm-any-session-${kind}`}>
              {t('dcm.access.anySession')}
            </Typography.Text>
          )}
          {access.anySecurity && (
            <Typography.Text type="secondary" data-testid={`dcm-any-security-${kind}`}>
              {t('dcm.access.anySecurity')}
            </Typography.Text>
          )}
          {access.modeRule !== undefined && (
            <Typography.Text type="secondary">
              {t('dcm.access.modeRule', { name: access.modeRule })}
            </Typography.Text>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The special screens of the Dcm page: the card "Data identifiers" above the generic Dcm editor — the DIDs
 * with their findings, the chosen DID's byte layout (E_Dcm0005 in red) and its read / write / control access
 * as session × security matrices edited through the header check boxes.
 */
export default function DcmScreens({ instanceId, editor }: ModuleScreensProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const projectId = currentProjectId();
  const snapshot = useQuery(snapshotQuery(projectId)).data;
  const live = useLiveVerification();
  const calls = useMemo(() => containerCalls(apiPrefixOf('Dcm') ?? '', projectId), [projectId]);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [tab, setTab] = useState<AccessKind>('read');
  const [busy, setBusy] = useState(false);

  const views = useMemo(
    () => (snapshot ? didViews(snapshot, [...live.result.errList, ...live.result.warningList]) : []),
    [snapshot, live],
  );
  // A link to a container of a DID (the drawer, a finding) shows that DID; the user's pick holds until the next link.
  const [search] = useSearchParams();
  const linked = targetOfSearch(search)?.containerId;
  const [linkFollowed, setLinkFollowed] = useState<string | undefined>(undefined);
  if (snapshot && linked !== linkFollowed) {
    setLinkFollowed(linked);
    const did = linked === undefined ? undefined : didOfContainer(views, snapshot, linked);
    if (did !== undefined) setPicked(did);
  }
  const chosen = chosenDid(views, picked);

  const open = (containerId: string) => {
    const link = editorLinkOf('Dcm', instanceId, { containerId });
    if (link) void navigate(link);
  };

  /** Runs a change; a stale version refreshes the snapshot (the HTTP client has shown any other refusal). */
  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
    } catch (error) {
      if (error instanceof StaleUpdate) await refetchSnapshot(projectId);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (update: AccessUpdate | undefined) => {
    if (!update) return;
    void run(async () => {
      await calls.update(update);
    });
  };

  const switchAccess = (view: DidView, kind: AccessKind, on: boolean) => {
    const info = view.info;
    const container = view.access[kind];
    if (!info) return;
    void run(async () => {
      if (on && !container) await calls.add(accessAddBody(info.id, kind));
      else if (!on && container) {
        await calls.remove(container.id);
        await refetchSnapshot(projectId);
      }
    });
  };

  const createInfo = (view: DidView) =>
    void run(async () => {
      const info = await calls.add(infoAddBody(view.did));
      await calls.update(infoRefUpdate(view.did, info.id));
      await refetchSnapshot(projectId);
      void message.success(t('dcm.info.created', { name: info.shortName }));
    });

  return (
    <div className="dcm-page">
      <Card
        size="small"
        title={t('dcm.did.title')}
        className="dcm-dids"
        data-testid="dcm-dids"
        loading={!snapshot}
      >
        {views.length === 0 || !chosen ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('dcm.did.empty')}
            data-testid="dcm-did-empty"
          />
        ) : (
          <div className="dcm-dids__body">
            <Table<DidView>
              className="dcm-dids__list"
              size="small"
              rowKey={(view) => view.did.id}
              dataSource={views}
              pagination={views.length > 10 ? { pageSize: 10, size: 'small' } : false}
              rowClassName={(view) => (view.did.id === chosen.did.id ? 'dcm-dids__row--chosen' : '')}
              onRow={(view) =>
                ({
                  onClick: () => setPicked(view.did.id),
                  'data-testid': `dcm-did-${view.hex}`,
                  'data-chosen': view.did.id === chosen.did.id,
                }) as HTMLAttributes<HTMLElement>
              }
              columns={[
                {
                  key: 'hex',
                  title: t('dcm.did.pick'),
                  render: (_, view) => <code>{view.hex}</code>,
                },
                { key: 'name', render: (_, view) => view.did.shortName },
                {
                  key: 'length',
                  align: 'right',
                  render: (_, view) => `${view.layout.length} B`,
                },
                {
                  key: 'findings',
                  width: 40,
                  render: (_, view) => (
                    <FindingBadge count={view.findings.length} testId={`dcm-did-findings-${view.hex}`} />
                  ),
                },
              ]}
            />
            <div className="dcm-did" data-testid="dcm-did" data-did={chosen.hex}>
              <Space wrap size={8}>
                <Tag color="blue" className="dcm-did__hex">
                  {chosen.hex}
                </Tag>
                <Typography.Link
                  strong
                  onClick={() => open(chosen.did.id)}
                  title={t('dcm.did.open', { name: chosen.did.shortName })}
                  data-testid="dcm-did-open"
                >
                  {chosen.did.shortName}
                </Typography.Link>
                {!chosen.layout.used && <Tag>{t('dcm.did.unused')}</Tag>}
                <FindingBadge count={chosen.findings.length} testId="dcm-did-findings" />
              </Space>
              <ByteLayout view={chosen} onOpen={open} />
              <div className="dcm-access-section">
                <Typography.Text strong>{t('dcm.access.title')}</Typography.Text>
                {!chosen.info ? (
                  <Alert
                    type="info"
                    showIcon
                    message={t('dcm.info.none')}
                    data-testid="dcm-info-none"
                    action={
                      <Button
                        size="small"
                        icon={<PlusOutlined />}
                        loading={busy}
                        onClick={() => createInfo(chosen)}
                        data-testid="dcm-info-create"
                      >
                        {t('dcm.info.create')}
                      </Button>
                    }
                  />
                ) : (
                  <>
                    <Typography.Link
                      onClick={() => chosen.info && open(chosen.info.id)}
                      data-testid="dcm-info-open"
                    >
                      {t('dcm.info.label', { name: chosen.info.shortName })}
                    </Typography.Link>
                    {chosen.sharingInfo.length > 0 && (
                      <Alert
                        type="warning"
                        showIcon
                        message={t('dcm.info.shared', {
                          name: chosen.info.shortName,
                          dids: chosen.sharingInfo.join(', '),
                        })}
                        data-testid="dcm-info-shared"
                      />
                    )}
                    <Tabs
                      size="small"
                      activeKey={tab}
                      onChange={(key) => setTab(ACCESS_KINDS.find((kind) => kind === key) ?? 'read')}
                      data-testid="dcm-access-tabs"
                      items={ACCESS_KINDS.map((kind) => {
                        const access = accessView(chosen, kind);
                        return {
                          key: kind,
                          label: (
                            <span data-testid={`dcm-access-tab-${kind}`}>
                              {t(`dcm.access.${kind}`)}
                              {!access.configured && <MinusOutlined className="dcm-access__off" />}
                            </span>
                          ),
                          children: (
                            <AccessMatrix
                              access={access}
                              busy={busy}
                              onToggle={toggle}
                              onSwitch={(on) => switchAccess(chosen, kind, on)}
                            />
                          ),
                        };
                      })}
                    />
                  </>
                )}
              </div>
            </div>
          </div>
        )}
      </Card>
      {editor}
    </div>
  );
}
