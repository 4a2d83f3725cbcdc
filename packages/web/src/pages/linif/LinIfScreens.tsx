import { useMemo, useState } from 'react';
import { Button, Card, Empty, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ModuleScreensProps } from '../../modules/screens.js';
import { modulePagePath } from '../../editor/editorLink.js';
import { useFormats } from '../../i18n/useFormats.js';
import { currentProjectId, snapshotQuery } from '../../verification/projectSnapshot.js';
import { linTimelines, type LinSlot, type LinSlotKind, type LinTimeline } from './linSchedule.js';
import './linif.css';

const hex = (byte: number | null) =>
  byte === null ? '--' : byte.toString(16).toUpperCase().padStart(2, '0');

/** The colour of each kind of slot, as the legend shows it. */
const KIND_COLOURS: Record<LinSlotKind, string> = {
  unconditional: 'blue',
  eventTriggered: 'orange',
  sporadic: 'purple',
  diagnostic: 'cyan',
  configuration: 'gold',
};

/**
 * A slot's tooltip: frame, id, kind, delay and the worst case the frame takes; the frames an event-triggered or
 * sporadic frame stands for, the collision-resolving table, the bytes of a node configuration command.
 */
function SlotTip({ slot }: { slot: LinSlot }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const ms = (seconds: number) => formats.number(seconds * 1000, { maximumFractionDigits: 2 });
  return (
    <div>
      <div>
        <strong>{slot.frame ?? t('linif.schedule.noFrame')}</strong>
        {slot.frameId !== null ? ` · ID ${slot.frameId} (0x${slot.frameId.toString(16).toUpperCase()})` : ''}
      </div>
      <div>{t(`linif.schedule.kind.${slot.kind}`)}</div>
      {slot.substitutes.length > 0 && (
        <div>{t('linif.schedule.substitutes', { frames: slot.substitutes.join(', ') })}</div>
      )}
      {slot.kind === 'eventTriggered' && (
        <div>
          {slot.resolverTable
            ? t('linif.schedule.resolver', { table: slot.resolverTable })
            : t('linif.schedule.noResolver')}
        </div>
      )}
      {slot.fixedBytes && (
        <div>{t('linif.schedule.bytes', { bytes: slot.fixedBytes.map(hex).join(' ') })}</div>
      )}
      <div>{t('linif.schedule.delay', { delay: ms(slot.delay) })}</div>
      {slot.worstCase !== null && <div>{t('linif.schedule.worstCase', { time: ms(slot.worstCase) })}</div>}
      {slot.tooShort && <div>{t('linif.schedule.tooShort')}</div>}
      {slot.ipduId && !slot.resolverTableId && <div>{t('linif.schedule.openLayout')}</div>}
    </div>
  );
}

/**
 * One schedule table on its time axis: a bar per slot, as long as its delay and coloured by its kind. A click
 * opens an event-triggered slot's collision-resolving table, or else the frame's signal layout.
 */
function Timeline({
  timeline,
  onOpenTable,
}: {
  timeline: LinTimeline;
  onOpenTable: (tableId: string) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const navigate = useNavigate();
  const comPage = modulePagePath('Com');
  const total = timeline.duration > 0 ? timeline.duration : 1;
  return (
    <div className="linif-timeline" data-testid="lin-timeline">
      <div className="linif-timeline__track">
        {timeline.slots.map((slot) => (
          <Tooltip key={slot.entryId} title={<SlotTip slot={slot} />}>
            <button
              type="button"
              className={`linif-timeline__slot linif-timeline__slot--${slot.kind}${slot.tooShort ? ' linif-timeline__slot--short' : ''}`}
              style={{ left: `${(slot.start / total) * 100}%`, width: `${(slot.delay / total) * 100}%` }}
              data-testid={`lin-slot-${slot.index}`}
              data-frame={slot.frame ?? ''}
              data-kind={slot.kind}
              disabled={!slot.resolverTableId && (!slot.ipduId || !comPage)}
              onClick={() => {
                if (slot.resolverTableId) onOpenTable(slot.resolverTableId);
                else if (slot.ipduId && comPage)
                  void navigate(`${comPage}?ipdu=${encodeURIComponent(slot.ipduId)}`);
              }}
            >
              {slot.frame ?? '—'}
            </button>
          </Tooltip>
        ))}
      </div>
      <div className="linif-timeline__axis">
        <span>0</span>
        <span>
          {formats.number(timeline.duration * 1000, { maximumFractionDigits: 2 })} ms
          {timeline.baudRate ? ` · ${formats.number(timeline.baudRate)} bit/s` : ''}
        </span>
      </div>
      {timeline.slots.length === 0 && (
        <Typography.Text type="secondary">{t('linif.schedule.noSlots')}</Typography.Text>
      )}
    </div>
  );
}

/**
 * The special screens of the LinIf page: the schedule tables of its channels as timelines (a slot a bar as long
 * as its delay, red when shorter than its frame's worst case; a click opens the frame's signal layout on the Com
 * page), above the generic editor of LinIf.
 */
export default function LinIfScreens({ editor }: ModuleScreensProps) {
  const { t } = useTranslation();
  const projectId = currentProjectId();
  const snapshot = useQuery(snapshotQuery(projectId)).data;
  const timelines = useMemo(() => (snapshot ? linTimelines(snapshot) : []), [snapshot]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  /** The table a collision-resolving table was opened from, to go back to. */
  const [openedFrom, setOpenedFrom] = useState<LinTimeline | undefined>(undefined);
  const timeline = timelines.find((tl) => tl.tableId === chosen) ?? timelines[0];
  const kinds = [...new Set(timeline?.slots.map((s) => s.kind) ?? [])];
  return (
    <div className="linif-page">
      <Card
        size="small"
        title={t('linif.schedule.title')}
        data-testid="lin-schedule"
        className="linif-schedule"
      >
        {timeline ? (
          <Space direction="vertical" className="linif-schedule__body">
            <Space wrap>
              <Select
                className="linif-schedule__select"
                value={timeline.tableId}
                onChange={(id: string) => {
                  setChosen(id);
                  setOpenedFrom(undefined);
                }}
                options={timelines.map((tl) => ({ value: tl.tableId, label: `${tl.channel} / ${tl.table}` }))}
                data-testid="lin-schedule-table"
              />
              <Tag>{t('linif.schedule.slots', { count: timeline.slots.length })}</Tag>
              {timeline.slots.some((s) => s.tooShort) && (
                <Tag color="error" data-testid="lin-schedule-short">
                  {t('linif.schedule.shortSlots', { count: timeline.slots.filter((s) => s.tooShort).length })}
                </Tag>
              )}
              {kinds.map((kind) => (
                <Tag key={kind} color={KIND_COLOURS[kind]} data-testid={`lin-kind-${kind}`}>
                  {t(`linif.schedule.kind.${kind}`)}
                </Tag>
              ))}
              {openedFrom && (
                <Button
                  size="small"
                  onClick={() => {
                    setChosen(openedFrom.tableId);
                    setOpenedFrom(undefined);
                  }}
                  data-testid="lin-schedule-back"
                >
                  {t('linif.schedule.back', { table: openedFrom.table })}
                </Button>
              )}
            </Space>
            <Timeline
              timeline={timeline}
              onOpenTable={(tableId) => {
                setOpenedFrom(timeline);
                setChosen(tableId);
              }}
            />
          </Space>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('linif.schedule.none')} />
        )}
      </Card>
      {editor}
    </div>
  );
}
