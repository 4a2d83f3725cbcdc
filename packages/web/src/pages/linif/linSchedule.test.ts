import { describe, expect, it } from 'vitest';
import type { ContainerValue, ProjectSnapshot } from '@ecuc/core/ecuc';
import { linSlotKind, linTimelines, linWorstCaseSeconds } from './linSchedule.js';

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

describe('LIN slots by the kind of frame they send', () => {
  it('names the kind of every frame type', () => {
    expect(
      [null, 'UNCONDITIONAL', 'EVENT_TRIGGERED', 'SPORADIC', 'MRF', 'SRF', 'ASSIGN_NAD', 'FREE'].map(
        linSlotKind,
      ),
    ).toEqual([
      'unconditional',
      'unconditional',
      'eventTriggered',
      'sporadic',
      'diagnostic',
      'diagnostic',
      'configuration',
      'configuration',
    ]);
  });

  it('shows what an event-triggered slot stands for and its collision-resolving table, and a command’s bytes', () => {
    const snapshot = project('19200', ['0.01']);
    const [channel] = snapshot.containers.filter((x) => x.definitionPath === CH);
    const lamp = snapshot.containers.find((x) => x.definitionPath === `${CH}/LinIfFrame`)!;
    const triggered = c(`${CH}/LinIfFrame`, 'Status', channel!.id, {
      LinIfFrameId: '6',
      LinIfLength: '8',
      LinIfFrameType: 'EVENT_TRIGGERED',
    });
    const substitute = c(
      `${CH}/LinIfFrame/LinIfSubstitutionFrames`,
      'S0',
      triggered.id,
      { LinIfFramePriority: '0' },
      { LinIfSubstitutionFrameRef: [lamp.id] },
    );
    const resolver = c(`${CH}/LinIfScheduleTable`, 'Resolver', channel!.id);
    const command = c(`${CH}/LinIfFrame`, 'AssignNAD_LSM', channel!.id, {
      LinIfFrameId: '60',
      LinIfLength: '8',
      LinIfFrameType: 'ASSIGN_NAD',
    });
    const sdu = c(`${CH}/LinIfFrame/LinIfFixedFrameSdu`, 'LinIfFixedFrameSdu', command.id);
    const bytes = [0x01, 0x06, 0xb0].map((value, pos) =>
      c(`${CH}/LinIfFrame/LinIfFixedFrameSdu/LinIfFixedFrameSduByte`, `B${pos}`, sdu.id, {
        LinIfFixedFrameSduBytePos: String(pos),
        LinIfFixedFrameSduByteVal: String(value),
      }),
    );
    const table = snapshot.containers.find((x) => x.definitionPath === `${CH}/LinIfScheduleTable`)!;
    const slots = [
      c(
        `${CH}/LinIfScheduleTable/LinIfEntry`,
        'ETF',
        table.id,
        { LinIfDelay: '0.01', LinIfEntryIndex: '1' },
        { LinIfFrameRef: [triggered.id], LinIfCollisionResolvingRef: [resolver.id] },
      ),
      c(
        `${CH}/LinIfScheduleTable/LinIfEntry`,
        'Cmd',
        table.id,
        { LinIfDelay: '0.01', LinIfEntryIndex: '2' },
        { LinIfFrameRef: [command.id] },
      ),
    ];
    snapshot.containers.push(triggered, substitute, resolver, command, sdu, ...bytes, ...slots);
    const timeline = linTimelines(snapshot).find((tl) => tl.table === table.shortName)!;
    expect(timeline.slots.map((s) => s.kind)).toEqual(['unconditional', 'eventTriggered', 'configuration']);
    expect(timeline.slots[1]).toMatchObject({
      substitutes: ['Lamp'],
      resolverTableId: resolver.id,
      resolverTable: 'Resolver',
      fixedBytes: null,
    });
    expect(timeline.slots[2]?.fixedBytes).toEqual([1, 6, 0xb0, null, null, null, null, null]);
    expect(timeline.slots[0]?.substitutes).toEqual([]);
  });
});
