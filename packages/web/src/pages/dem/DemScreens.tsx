import { useMemo, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { Card, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ModuleScreensProps } from '../../modules/screens.js';
import { editorLinkOf } from '../../editor/editorLink.js';
import { FindingsHover } from '../../editor/FindingBadge.js';
import { isLanguage } from '../../i18n/index.js';
import { useLiveVerification } from '../../verification/liveStore.js';
import { useProjectDefinitions } from '../../verification/projectDefinitions.js';
import { currentProjectId, snapshotQuery } from '../../verification/projectSnapshot.js';
import {
  byEventId,
  byName,
  eventViews,
  matchesFilter,
  memoryViews,
  type DemEventView,
  type DemMemoryView,
} from './eventTable.js';
import './dem.css';

/** An enumeration literal without its common prefix (`DEM_EVENT_KIND_BSW` → `BSW`). */
function literal(value: string | undefined, prefix: string): string | undefined {
  return value?.startsWith(prefix) ? value.slice(prefix.length) : value;
}

const STORAGE_COLOR: Readonly<Record<DemMemoryView['storage'], string>> = {
  enough: 'success',
  tooShort: 'error',
  missing: 'error',
  none: 'default',
};

/**
 * The special screens of the Dem page: the events as a table (id, kind, DTC, operation cycle, debouncing in
 * words) with their findings, and the event memories with the NvM blocks that keep them, above the generic Dem
 * editor. A row opens its event in the editor, the debouncing its debounce class, a memory or an NvM block its
 * container.
 */
export default function DemScreens({ editor, instanceId }: ModuleScreensProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh_cn';
  const snapshot = useQuery(snapshotQuery(currentProjectId())).data;
  const { definitions } = useProjectDefinitions();
  const live = useLiveVerification();
  const [filter, setFilter] = useState('');

  const findings = useMemo(() => [...live.result.errList, ...live.result.warningList], [live]);
  const events = useMemo(
    () => (snapshot ? eventViews(snapshot, definitions, findings) : []),
    [snapshot, definitions, findings],
  );
  const memories = useMemo(
    () => (snapshot ? memoryViews(snapshot, definitions, findings) : []),
    [snapshot, definitions, findings],
  );
  const shown = useMemo(
    () => events.filter((event) => matchesFilter(event, filter, language)),
    [events, filter, language],
  );

  const open = (module: string, containerId: string, id = instanceId) => {
    const link = editorLinkOf(module, id, { containerId });
    if (link) void navigate(link);
  };
  const openClass = (event: DemEventView) => (click: MouseEvent) => {
    click.stopPropagation();
    if (event.debounce.classId) open('Dem', event.debounce.classId);
  };

  return (
    <div className="dem-page">
      <Card
        size="small"
        title={t('dem.events.title')}
        className="dem-events"
        data-testid="dem-event-table"
        extra={
          <Space size={12}>
            {events.length > 0 && (
              <Typography.Text type="secondary">
                {t('dem.events.count', { count: events.length })}
              </Typography.Text>
            )}
            <Input.Search
              size="small"
              allowClear
              className="dem-events__filter"
              placeholder={t('dem.events.filter')}
              value={filter}
              onChange={(change) => setFilter(change.target.value)}
              data-testid="dem-event-filter"
            />
          </Space>
        }
      >
        {events.length > 0 && (
          <Typography.Text type="secondary" className="dem-events__hint">
            {t('dem.events.hint')}
          </Typography.Text>
        )}
        <Table<DemEventView>
          size="small"
          rowKey="id"
          dataSource={shown}
          loading={!snapshot}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          rowClassName="dem-event"
          onRow={(event) =>
            ({
              'data-testid': `dem-event-${event.name}`,
              'data-findings': event.findings.length,
              onClick: () => open('Dem', event.id),
            }) as HTMLAttributes<HTMLElement>
          }
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={events.length === 0 ? t('dem.events.empty') : t('dem.events.noMatch')}
                data-testid={events.length === 0 ? 'dem-events-empty' : 'dem-events-no-match'}
              />
            ),
          }}
          columns={[
            {
              key: 'event',
              title: t('dem.events.event'),
              sorter: byName,
              render: (_, event) => (
                <Space size={6}>
                  <Typography.Link
                    title={t('dem.events.open', { name: event.name })}
                    data-testid="dem-event-name"
                  >
                    {event.name}
                  </Typography.Link>
                  <FindingsHover findings={event.findings} testId="dem-event-findings" />
                </Space>
              ),
            },
            {
              key: 'id',
              title: t('dem.events.id'),
              width: 90,
              sorter: byEventId,
              render: (_, event) => <span data-testid="dem-event-id">{event.eventId}</span>,
            },
            {
              key: 'kind',
              title: t('dem.events.kind'),
              width: 70,
              render: (_, event) => event.kind && <Tag>{literal(event.kind, 'DEM_EVENT_KIND_')}</Tag>,
            },
            {
              key: 'dtc',
              title: t('dem.events.dtc'),
              render: (_, event) =>
                event.dtc ? (
                  <div className="dem-dtc" data-testid="dem-event-dtc" title={event.dtc.name}>
                    <code>{event.dtc.value ?? event.dtc.name}</code>
                    {event.dtc.severity && (
                      <Tag className="dem-dtc__severity">{literal(event.dtc.severity, 'DEM_SEVERITY_')}</Tag>
                    )}
                  </div>
                ) : (
                  <Typography.Text type="secondary">{t('dem.events.none')}</Typography.Text>
                ),
            },
            {
              key: 'memories',
              title: t('dem.events.memories'),
              render: (_, event) => (
                <span data-testid="dem-event-memories">
                  {event.destinations.map((name) => (
                    <Tag key={name}>{name}</Tag>
                  ))}
                </span>
              ),
            },
            {
              key: 'cycle',
              title: t('dem.events.cycle'),
              render: (_, event) =>
                event.operationCycle ? (
                  <span title={event.operationCycle.type}>{event.operationCycle.name}</span>
                ) : (
                  <Typography.Text type="secondary">{t('dem.events.none')}</Typography.Text>
                ),
            },
            {
              key: 'debounce',
              title: t('dem.events.debounce'),
              render: (_, event) => {
                const text = event.debounce.text[language];
                return event.debounce.classId ? (
                  <Typography.Link
                    onClick={openClass(event)}
                    title={t('dem.events.open', { name: event.debounce.className ?? '' })}
                    data-testid="dem-event-debounce"
                    data-kind={event.debounce.kind}
                  >
                    {text}
                  </Typography.Link>
                ) : (
                  <Typography.Text
                    type={event.debounce.kind === 'none' ? 'secondary' : undefined}
                    data-testid="dem-event-debounce"
                    data-kind={event.debounce.kind}
                  >
                    {text}
                  </Typography.Text>
                );
              },
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('dem.memories.title')} className="dem-memories" data-testid="dem-memories">
        {memories.length === 0 ? (
          <Typography.Text type="secondary">{t('dem.memories.empty')}</Typography.Text>
        ) : (
          memories.map((memory) => (
            <div
              key={memory.id}
              className="dem-memory"
              data-testid={`dem-memory-${memory.name}`}
              data-storage={memory.storage}
            >
              <Tag color="blue">{t(`dem.memories.kind.${memory.kind}`)}</Tag>
              <Typography.Link
                onClick={() => open('Dem', memory.id)}
                title={t('dem.events.open', { name: memory.name })}
              >
                {memory.set}/{memory.name}
              </Typography.Link>
              <Typography.Text type="secondary">
                {t('dem.memories.needed', { needed: memory.needed })}
              </Typography.Text>
              {memory.blocks.map((block) =>
                block.nvm ? (
                  <Typography.Link
                    key={block.id}
                    onClick={() => block.nvm && open('NvM', block.nvm.id, 0)}
                    title={t('dem.events.open', { name: block.nvm.name })}
                    data-testid="dem-memory-block"
                  >
                    {t('dem.memories.block', {
                      block: block.name,
                      nvm: block.nvm.name,
                      length: block.nvm.length,
                    })}
                  </Typography.Link>
                ) : (
                  <Typography.Text key={block.id} type="danger" data-testid="dem-memory-block">
                    {t('dem.memories.blockMissing', { block: block.name })}
                  </Typography.Text>
                ),
              )}
              <Tag color={STORAGE_COLOR[memory.storage]} data-testid="dem-memory-storage">
                {t(`dem.memories.storage.${memory.storage}`, {
                  length: memory.length,
                  needed: memory.needed,
                })}
              </Tag>
              <FindingsHover findings={memory.findings} testId="dem-memory-findings" />
            </div>
          ))
        )}
      </Card>
      {editor}
    </div>
  );
}
