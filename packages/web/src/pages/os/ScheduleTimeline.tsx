import { useMemo, useState } from 'react';
import { Card, Empty, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentProjectId, snapshotQuery } from '../../verification/projectSnapshot.js';
import {
  axisTicks,
  scheduleTablesOf,
  scheduleTimelineOf,
  type TimelineExpiryPoint,
} from './scheduleTimeline.js';

function PointTip({ point }: { point: TimelineExpiryPoint }) {
  const { t } = useTranslation();
  const events = point.setEvents.map((e) => `${e.event} → ${e.task}`);
  return (
    <div>
      <div>
        <strong>{point.name}</strong> · {t('os.timeline.offset', { offset: point.offset?.toString() ?? '—' })}
      </div>
      {point.outOfRange && <div>{t('os.timeline.outOfRange')}</div>}
      {point.activatedTasks.length > 0 && (
        <div>{t('os.timeline.activates', { tasks: point.activatedTasks.join(', ') })}</div>
      )}
      {events.length > 0 && <div>{t('os.timeline.sets', { events: events.join(', ') })}</div>}
      {point.activatedTasks.length === 0 && events.length === 0 && <div>{t('os.timeline.nothing')}</div>}
    </div>
  );
}

/**
 * The timeline of a schedule table: its expiry points as marks on a 0..duration axis; hovering a
 * mark shows the tasks it activates and the events it sets. Follows the cached snapshot.
 */
export function ScheduleTimeline() {
  const { t } = useTranslation();
  const projectId = currentProjectId();
  const snapshot = useQuery(snapshotQuery(projectId)).data;
  const tables = useMemo(() => (snapshot ? scheduleTablesOf(snapshot.containers) : []), [snapshot]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const tableId = tables.some((table) => table.id === chosen) ? chosen : tables[0]?.id;
  const timeline = useMemo(
    () => (snapshot && tableId ? scheduleTimelineOf(snapshot.containers, tableId) : undefined),
    [snapshot, tableId],
  );
  if (tables.length === 0) return null;
  const ticks = axisTicks(timeline?.duration ?? null);
  return (
    <Card
      size="small"
      className="os-timeline"
      data-testid="schedule-timeline"
      title={t('os.timeline.title')}
      extra={
        <Space size="small">
          {timeline?.counterName && <Tag>{t('os.timeline.counter', { name: timeline.counterName })}</Tag>}
          {timeline && (
            <Tag color={timeline.repeating ? 'blue' : 'default'}>
              {t(timeline.repeating ? 'os.timeline.repeating' : 'os.timeline.single')}
            </Tag>
          )}
          {timeline && (
            <Tag>{t('os.timeline.duration', { duration: timeline.duration?.toString() ?? '—' })}</Tag>
          )}
          <Select
            size="small"
            style={{ minWidth: 180 }}
            aria-label={t('os.timeline.table')}
            value={tableId}
            onChange={setChosen}
            options={tables.map((table) => ({ value: table.id, label: table.shortName }))}
            data-testid="schedule-timeline-table"
          />
        </Space>
      }
    >
      {!timeline || timeline.points.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('os.timeline.noPoints')} />
      ) : (
        <div className="os-timeline__track">
          <div className="os-timeline__axis" />
          {ticks.map((tick) => (
            <span
              key={tick.value.toString()}
              className="os-timeline__tick"
              style={{ left: `${tick.ratio * 100}%` }}
            >
              {tick.value.toString()}
            </span>
          ))}
          {timeline.points.map((point, index) => (
            <Tooltip key={point.id} title={<PointTip point={point} />}>
              <span
                className={`os-timeline__mark${point.outOfRange ? ' os-timeline__mark--out' : ''}`}
                style={{ left: `${point.ratio * 100}%` }}
                data-testid={`expiry-${point.name}`}
                data-offset={point.offset?.toString() ?? ''}
              >
                <span className={`os-timeline__label os-timeline__label--${index % 2 === 0 ? 'up' : 'down'}`}>
                  <Typography.Text>{point.name}</Typography.Text>
                  <Typography.Text type="secondary"> @{point.offset?.toString() ?? '—'}</Typography.Text>
                </span>
              </span>
            </Tooltip>
          ))}
        </div>
      )}
    </Card>
  );
}
