import { describe, expect, it } from 'vitest';
import type { ContainerValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import { emptySnapshot, importFile, snapshotWithChanges } from '../../file-configuration.js';
import { MODULE_DEFINITIONS } from '../../index.js';

const FIRST = [
  'VERSION ""',
  'BU_: ECU GW',
  'BO_ 256 Status: 8 ECU',
  ' SG_ Speed : 0|16@1+ (0.1,0) [0|6553.5] "km/h" GW',
  ' SG_ Gear : 16|4@1+ (1,0) [0|15] "" GW',
  'BO_ 512 Command: 2 GW',
  ' SG_ Mode : 0|8@1+ (1,0) [0|255] "" ECU',
  'BO_ 768 Legacy: 1 GW',
  ' SG_ Old : 0|8@1+ (1,0) [0|255] "" ECU',
  '',
].join('\n');

/** Speed moved to bit 8, Gear gone, a new signal and a new frame, Legacy gone. */
const SECOND = [
  'VERSION ""',
  'BU_: ECU GW',
  'BO_ 256 Status: 8 ECU',
  ' SG_ Speed : 8|16@1+ (0.1,0) [0|6553.5] "km/h" GW',
  ' SG_ Temp : 24|8@1- (1,0) [-128|127] "" GW',
  'BO_ 512 Command: 2 GW',
  ' SG_ Mode : 0|8@1+ (1,0) [0|255] "" ECU',
  'BO_ 1024 Extra: 4 ECU',
  ' SG_ Counter : 0|8@1+ (1,0) [0|255] "" GW',
  '',
].join('\n');

let counter = 0;
const context = (snapshot: ProjectSnapshot) => ({
  language: 'en_us' as const,
  snapshot,
  definitions: MODULE_DEFINITIONS,
  newId: () => `id${(counter += 1)}`,
  options: { ecu: 'ECU', source: 'dbc:bus.dbc' },
});

function imported(snapshot: ProjectSnapshot, text: string) {
  const result = importFile({ file: 'bus.dbc', bytes: new TextEncoder().encode(text) }, context(snapshot))!;
  return { result, after: snapshotWithChanges(snapshot, result.changes, MODULE_DEFINITIONS) };
}

const named = (snapshot: ProjectSnapshot, definitionPath: string, shortName: string): ContainerValue =>
  snapshot.containers.find((c) => c.definitionPath === definitionPath && c.shortName === shortName)!;

describe('re-importing a changed DBC', () => {
  const first = imported(emptySnapshot('demo'), FIRST);
  // The user changes a derived value (Speed's init value) and adds a signal of their own to Status.
  const speed = named(first.after, '/Com/ComConfig/ComSignal', 'Status_Speed');
  const status = named(first.after, '/Com/ComConfig/ComIPdu', 'Status');
  const comConfig = named(first.after, '/Com/ComConfig', 'ComConfig');
  const own: ContainerValue = {
    ...speed,
    id: 'own-signal',
    shortName: 'MySignal',
    parentId: comConfig.id,
    values: { ...speed.values, ComBitPosition: '40', ComHandleId: '40' },
    references: {},
  };
  delete own.origin;
  const edited: ProjectSnapshot = {
    ...first.after,
    containers: [
      ...first.after.containers.map((c) =>
        c.id === speed.id
          ? { ...c, values: { ...c.values, ComSignalInitValue: '7' } }
          : c.id === status.id
            ? {
                ...c,
                references: {
                  ...c.references,
                  ComIPduSignalRef: [...(c.references['ComIPduSignalRef'] ?? []), own.id],
                },
              }
            : c,
      ),
      own,
    ],
  };
  const second = imported(edited, SECOND);
  const after = second.after;

  it('marks every derived container with its origin, frame and signal', () => {
    const derived = first.after.containers.filter((c) => c.origin);
    expect(derived.length).toBeGreaterThan(10);
    expect(speed.origin).toMatchObject({ source: 'dbc:bus.dbc', object: 'msg:0x100/sig:Speed' });
    expect(status.origin?.object).toBe('msg:0x100');
    const pdus = first.after.containers.filter(
      (c) => c.definitionPath === '/EcuC/EcucPduCollection/Pdu' && c.origin?.object === 'msg:0x100',
    );
    expect(pdus).toHaveLength(2);
  });

  it('keeps ids and updates what the user left as derived', () => {
    const speedAfter = after.containers.find((c) => c.id === speed.id)!;
    expect(speedAfter.values['ComBitPosition']).toBe('8');
    expect(speedAfter.values['ComSignalInitValue']).toBe('7');
    expect(second.result.reports[0]?.report.derivation?.overrides).toContainEqual(
      expect.objectContaining({ parameter: 'ComSignalInitValue', yours: '7' }),
    );
  });

  it('adds new frames and signals, removes those gone, and keeps the user’s own', () => {
    const signals = after.containers
      .filter((c) => c.definitionPath === '/Com/ComConfig/ComSignal')
      .map((c) => c.shortName)
      .sort();
    expect(signals).toEqual(['Command_Mode', 'Extra_Counter', 'MySignal', 'Status_Speed', 'Status_Temp']);
    expect(after.containers.some((c) => c.shortName === 'Legacy')).toBe(false);
    const statusAfter = after.containers.find((c) => c.id === status.id)!;
    expect(statusAfter.references['ComIPduSignalRef']).toContain(own.id);
    const derivation = second.result.reports[0]?.report.derivation;
    expect(derivation?.added).toEqual(['msg:0x100/sig:Temp', 'msg:0x400', 'msg:0x400/sig:Counter']);
    expect(derivation?.removed).toEqual(['msg:0x100/sig:Gear', 'msg:0x300', 'msg:0x300/sig:Old']);
    expect(derivation?.changed).toContain('msg:0x100/sig:Speed');
  });

  it('changes nothing when the same file is imported again', () => {
    const again = imported(after, SECOND);
    expect(again.result.changes.create).toHaveLength(0);
    expect(again.result.changes.update).toHaveLength(0);
    expect(again.result.changes.remove ?? []).toHaveLength(0);
  });

  it('keeps the handle ids of what stays and gives new frames free ones', () => {
    const handles = (snapshot: ProjectSnapshot) =>
      new Map(
        snapshot.containers
          .filter((c) => c.definitionPath === '/Com/ComConfig/ComSignal')
          .map((c) => [c.shortName, c.values['ComHandleId']]),
      );
    // A frame sent first in the file: the derivation alone would number everything after it anew.
    const inFront = SECOND.replace(
      'BO_ 256 Status',
      'BO_ 64 Early: 1 ECU\n SG_ Flag : 0|1@1+ (0,1) [0|1] "" GW\nBO_ 256 Status',
    );
    const again = imported(after, inFront);
    const before = handles(after);
    const now = handles(again.after);
    for (const [name, id] of before) expect(now.get(name)).toBe(id);
    const ids = [...now.values()];
    expect(new Set(ids).size).toBe(ids.length);
    expect(again.result.reports[0]?.report.derivation?.changed).toEqual([]);
    expect(again.result.reports[0]?.report.derivation?.added).toEqual(['msg:0x40', 'msg:0x40/sig:Flag']);
  });
});

describe('several DBCs: one CAN channel each', () => {
  const body = FIRST;
  const chassis = [
    'VERSION ""',
    'BU_: ECU ABS',
    'BO_ 288 Wheel: 8 ABS',
    ' SG_ WheelSpeed : 0|16@1+ (0.01,0) [0|655.35] "km/h" ECU',
    'BO_ 289 Brake: 2 ECU',
    ' SG_ Pressure : 0|12@1+ (1,0) [0|4095] "" ABS',
    '',
  ].join('\n');
  const importAs = (snapshot: ProjectSnapshot, file: string, text: string) => {
    const result = importFile(
      { file, bytes: new TextEncoder().encode(text) },
      { ...context(snapshot), options: { ecu: 'ECU', source: `dbc:${file}` } },
    )!;
    return snapshotWithChanges(snapshot, result.changes, MODULE_DEFINITIONS);
  };
  const both = importAs(importAs(emptySnapshot('demo'), 'body.dbc', body), 'chassis.dbc', chassis);
  const of = (path: string) => both.containers.filter((c) => c.definitionPath === path);

  it('makes a Can controller, a CanIf controller and HOHs per file', () => {
    expect(
      of('/Can/CanConfigSet/CanController')
        .map((c) => c.shortName)
        .sort(),
    ).toEqual(['body', 'chassis']);
    const ids = of('/Can/CanConfigSet/CanController').map((c) => c.values['CanControllerId']);
    expect(new Set(ids).size).toBe(2);
    expect(of('/CanIf/CanIfCtrlDrvCfg/CanIfCtrlCfg')).toHaveLength(2);
    expect(
      of('/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHthCfg')
        .map((c) => c.shortName)
        .sort(),
    ).toEqual(['body_Hth', 'chassis_Hth']);
    expect(
      of('/Com/ComConfig/ComIPdu')
        .map((c) => c.shortName)
        .sort(),
    ).toEqual(['Brake', 'Command', 'Legacy', 'Status', 'Wheel']);
  });

  it('re-imports one file without touching what the other gave', () => {
    const chassisBefore = both.containers.filter((c) => c.origin?.source === 'dbc:chassis.dbc');
    const again = importAs(both, 'body.dbc', SECOND);
    const chassisAfter = again.containers.filter((c) => c.origin?.source === 'dbc:chassis.dbc');
    expect(chassisAfter).toEqual(chassisBefore);
    expect(again.containers.some((c) => c.shortName === 'Extra')).toBe(true);
    expect(again.containers.some((c) => c.shortName === 'Legacy')).toBe(false);
  });
});
