import { Fragment, useMemo, useState } from 'react';
import { Card, Empty, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { COM_LAYOUT_VIEW, MODULE_DEFINITIONS } from '@ecuc/core/modules';
import { viewOfSnapshot } from '@ecuc/core/verify';
import { editorLinkOf } from '../../editor/editorLink.js';
import { currentProjectId, snapshotQuery } from '../../verification/projectSnapshot.js';
import { signalLayoutGrid, type LayoutCell, type LayoutItem, type SignalLayoutGrid } from './signalLayout.js';

function ItemTip({ item }: { item: LayoutItem }) {
  const { t } = useTranslation();
  return (
    <div>
      <div>
        <strong>{item.label}</strong>
        {item.group ? ` (${item.group})` : ''}
      </div>
      <div>
        {t('com.layout.bits', { lsb: item.lsb, msb: item.msb, size: item.size })} ·{' '}
        {t(`com.layout.endianness.${item.endianness}`)}
      </div>
      {item.overlapping && <div>{t('com.layout.overlapping')}</div>}
      {item.outside > 0 && <div>{t('com.layout.outside', { count: item.outside })}</div>}
    </div>
  );
}

function cellBackground(cell: LayoutCell, items: readonly LayoutItem[]): string | undefined {
  if (cell.items.length !== 1) return undefined;
  return items[cell.items[0] ?? -1]?.colour;
}

function LayoutGrid({ grid, onOpen }: { grid: SignalLayoutGrid; onOpen: (item: LayoutItem) => void }) {
  const { t } = useTranslation();
  return (
    <div className="com-layout__grid" role="table" aria-label={t('com.layout.title')}>
      <div className="com-layout__row com-layout__row--head" role="row">
        <span className="com-layout__corner" role="columnheader">
          {t('com.layout.byteBit')}
        </span>
        {[7, 6, 5, 4, 3, 2, 1, 0].map((bit) => (
          <span key={bit} className="com-layout__head" role="columnheader">
            {bit}
          </span>
        ))}
      </div>
      {grid.rows.map((row) => (
        <div
          key={row.byte}
          className={`com-layout__row${row.outside ? ' com-layout__row--outside' : ''}`}
          role="row"
          data-testid={`layout-byte-${row.byte}`}
        >
          <span className="com-layout__byte" role="rowheader">
            {row.byte}
          </span>
          {row.cells.map((cell) => {
            const covering = cell.items.map((index) => grid.items[index]).filter((i) => i !== undefined);
            const shared = covering.length > 1;
            const labelled = cell.labelOf !== undefined ? grid.items[cell.labelOf] : undefined;
            const content = (
              <span
                role="cell"
                className={[
                  'com-layout__cell',
                  shared ? 'com-layout__cell--shared' : '',
                  covering.length > 0 ? 'com-layout__cell--used' : '',
                  cell.lsbOf !== undefined ? 'com-layout__cell--lsb' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                style={{ background: cellBackground(cell, grid.items) }}
                data-testid={`layout-bit-${cell.bit}`}
                data-signals={covering.map((i) => i.label).join(',')}
                onClick={() => {
                  const first = covering[0];
                  if (first) onOpen(first);
                }}
              >
                <span className="com-layout__bit-number">{cell.bit}</span>
                {labelled && <span className="com-layout__label">{labelled.label}</span>}
              </span>
            );
            return covering.length > 0 ? (
              <Tooltip
                key={cell.bit}
                title={covering.map((item) => (
                  <ItemTip key={`${item.containerId}-${item.kind}`} item={item} />
                ))}
              >
                {content}
              </Tooltip>
            ) : (
              <Fragment key={cell.bit}>{content}</Fragment>
            );
          })}
        </div>
      ))}
      {grid.rowsLeftOut > 0 && (
        <Typography.Text type="secondary">
          {t('com.layout.rowsLeftOut', { count: grid.rowsLeftOut })}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * The signal layout of a Com I-PDU: a bytes × bits grid with each signal, group signal and update bit
 * a coloured span (Intel and Motorola drawn as Com places them), shared bits hatched red and bytes
 * outside the EcuC Pdu length marked; clicking a span opens the signal in the editor on its bit position.
 */
export function SignalLayout({ instanceId }: { instanceId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectId = currentProjectId();
  const snapshot = useQuery(snapshotQuery(projectId)).data;
  const view = useMemo(
    () => (snapshot ? viewOfSnapshot(snapshot, MODULE_DEFINITIONS, COM_LAYOUT_VIEW, instanceId) : undefined),
    [snapshot, instanceId],
  );
  // An I-PDU named in the address (`?ipdu=<id>`: a LIN slot followed from the LinIf page) is shown first.
  const [params] = useSearchParams();
  const [picked, setChosen] = useState<string | undefined>(undefined);
  const chosen = picked ?? params.get('ipdu') ?? undefined;
  const ipdus = view?.ipdus ?? [];
  const layout = ipdus.find((entry) => entry.ipdu.id === chosen) ?? ipdus[0];
  const grid = useMemo(() => (layout ? signalLayoutGrid(layout) : undefined), [layout]);
  if (!layout || !grid) return null;

  const open = (item: LayoutItem) => {
    const link = editorLinkOf('Com', instanceId, { containerId: item.containerId, param: item.param });
    if (link) void navigate(link);
  };
  return (
    <Card
      size="small"
      className="com-layout"
      data-testid="signal-layout"
      title={t('com.layout.title')}
      extra={
        <Space size="small" wrap>
          <Tag>
            {grid.length === undefined
              ? t('com.layout.lengthUnknown')
              : t('com.layout.length', { length: grid.length })}
          </Tag>
          <Tag>
            {t('com.layout.signals', { count: grid.items.filter((i) => i.kind !== 'updateBit').length })}
          </Tag>
          {grid.length !== undefined && <Tag>{t('com.layout.free', { count: grid.freeBits })}</Tag>}
          {grid.overlaps > 0 && (
            <Tag color="error" data-testid="signal-layout-overlaps">
              {t('com.layout.overlaps', { count: grid.overlaps })}
            </Tag>
          )}
          <Select
            size="small"
            style={{ minWidth: 200 }}
            aria-label={t('com.layout.ipdu')}
            value={layout.ipdu.id}
            onChange={setChosen}
            options={ipdus.map((entry) => ({ value: entry.ipdu.id, label: entry.ipdu.shortName }))}
            data-testid="signal-layout-ipdu"
          />
        </Space>
      }
    >
      {grid.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('com.layout.noSignals')} />
      ) : (
        <div className="com-layout__body">
          <LayoutGrid grid={grid} onOpen={open} />
          <ul className="com-layout__legend" aria-label={t('com.layout.legend')}>
            {grid.items.map((item) => (
              <li key={`${item.containerId}-${item.kind}`}>
                <button
                  type="button"
                  className="com-layout__legend-item"
                  data-testid={`layout-item-${item.label}`}
                  onClick={() => open(item)}
                >
                  <span className="com-layout__swatch" style={{ background: item.colour }} />
                  <span className="com-layout__legend-name">{item.label}</span>
                  <Typography.Text type="secondary">
                    {t('com.layout.bits', { lsb: item.lsb, msb: item.msb, size: item.size })} ·{' '}
                    {t(`com.layout.endianness.${item.endianness}`)}
                  </Typography.Text>
                  {item.overlapping && <Tag color="error">{t('com.layout.overlapTag')}</Tag>}
                  {item.outside > 0 && <Tag color="warning">{t('com.layout.outsideTag')}</Tag>}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
