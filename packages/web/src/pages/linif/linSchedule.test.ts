import { describe, expect, it } from 'vitest';
import type { ContainerValue, ProjectSnapshot } from '@ecuc/core/ecuc';
import { linTimelines, linWorstCaseSeconds } from './linSchedule.js';

let n = 0;
const c = (
  definitionPath: string,
  shortName: string,
  parentId: string | null,
  values: Record<string, string> = {},
  references: Record<string, string[]> = {},
): ContainerValue => ({
  id: `c${(n += 1)}`,
  module: definitionPath.split('/')[1]!,
  instanceId: 0,
  definitionPath,
  parentId,
  shortName,
  position: 0,
  values,
  references,
  version: 1,
});

const CH = '/LinIf/LinIfGlobalConfig/LinIfChannel';

function project(baud: string, delays: string[]): ProjectSnapshot {
  const lin = c('/Lin/LinGlobalConfig/LinChannel', 'Bus', null, { LinChannelBaudRate: baud });
  const channel = c(CH, 'Body', null, {}, { LinIfChannelRef: [lin.id] });
  const linPdu = c('/EcuC/EcucPduCollection/Pdu', 'Lamp_LinIf', null);
  const comPdu = c('/EcuC/EcucPduCollection/Pdu', 'Lamp_Com', null);
  const frame = c(`${CH}/LinIfFrame`, 'Lamp', channel.id, { LinIfFrameId: '16', LinIfLength: '8' });
  const direction = c(`${CH}/LinIfFrame/LinIfPduDirection`, 'LinIfPduDirection', frame.id);
  const tx = c(
    `${CH}/LinIfFrame/LinIfPduDirection/LinIfTxPdu`,
    'LinIfTxPdu',
    direction.id,
    {},
    {
      LinIfTxPduRef: [linPdu.id],
    },
  );
  const route = c('/PduR/PduRRoutingPaths/PduRRoutingPath', 'Lamp', null);
  const src = c(
    '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRSrcPdu',
    'Src',
    route.id,
    {},
    {
      PduRSrcPduRef: [comPdu.id],
    },
  );
  const dest = c(
    '/PduR/PduRRoutingPaths/PduRRoutingPath/PduRDestPdu',
    'Dest',
    route.id,
    {},
    {
      PduRDestPduRef: [linPdu.id],
    },
  );
  const ipdu = c('/Com/ComConfig/ComIPdu', 'Lamp', null, {}, { ComPduIdRef: [comPdu.id] });
  const table = c(`${CH}/LinIfScheduleTable`, 'Normal', channel.id);
  const entries = delays.map((delay, index) =>
    c(
      `${CH}/LinIfScheduleTable/LinIfEntry`,
      `E${index}`,
      table.id,
      { LinIfDelay: delay, LinIfEntryIndex: String(index) },
      {
        LinIfFrameRef: [frame.id],
      },
    ),
  );
  return {
    project: { id: '1', name: 'p', chip: '' },
    modules: [],
    containers: [
      lin,
      channel,
      linPdu,
      comPdu,
      frame,
      direction,
      tx,
      route,
      src,
      dest,
      ipdu,
      table,
      ...entries,
    ],
  };
}

describe('LIN schedule tables as timelines', () => {
  it('takes 1.4 × (34 + 10 × (length + 1)) bit times at most', () => {
    expect(linWorstCaseSeconds(8, 19200)).toBeCloseTo(0.0090417, 6);
  });

  it('adds the delays up, finds the frame’s Com I-PDU, and marks slots shorter than the frame', () => {
    const [timeline] = linTimelines(project('19200', ['0.01', '0.005']));
    expect(timeline?.duration).toBeCloseTo(0.015, 9);
    expect(timeline?.slots.map((s) => [s.start, s.delay, s.frame, s.frameId, s.tooShort])).toEqual([
      [0, 0.01, 'Lamp', 16, false],
      [0.01, 0.005, 'Lamp', 16, true],
    ]);
    expect(timeline?.slots[0]?.ipduId).toMatch(/^c\d+$/);
    expect(timeline?.baudRate).toBe(19200);
  });

  it('does not judge slots without the channel’s baud rate', () => {
    const [timeline] = linTimelines(project('', ['0.001']));
    expect(timeline?.slots[0]?.worstCase).toBeNull();
    expect(timeline?.slots[0]?.tooShort).toBe(false);
  });
});
