/**
 * The LDF derivation of the frames that are no unconditional frame of their own: a LIN 2.0 event-triggered
 * frame (no collision-resolving table in the file), a sporadic frame, a frame passed between two slaves; and the
 * role of the node in LinSM and ComM.
 */
import { describe, expect, it } from 'vitest';
import type { ContainerValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import { ProjectFixture } from '../../project-fixture.js';
import { emptySnapshot, importFile, snapshotWithChanges } from '../../file-configuration.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { verifyProject } from '../../../verify/engine.js';

const LDF = `LIN_description_file;
LIN_protocol_version = "2.0";
LIN_language_version = "2.0";
LIN_speed = 19.2 kbps;
Nodes { Master: M, 5 ms, 0.1 ms; Slaves: A, B; }
Signals {
  Cmd: 8, 0, M, A, B;
  Spo1: 8, 0, M, A;
  Spo2: 16, 0, M, B;
  StatusA: 8, 0, A, M;
  StatusB: 16, 0, B, M;
  Relay: 8, 0, A, B;
}
Frames {
  M_Frm: 0x10, M, 2 { Cmd, 0; }
  M_Spo1: 0x11, M, 1 { Spo1, 0; }
  M_Spo2: 0x12, M, 4 { Spo2, 0; }
  A_Frm: 0x20, A, 2 { StatusA, 0; }
  B_Frm: 0x21, B, 4 { StatusB, 0; }
  A_To_B: 0x22, A, 1 { Relay, 0; }
}
Sporadic_frames { Spo: M_Spo1, M_Spo2; }
Event_triggered_frames { Evt: 0x3A, A_Frm, B_Frm; }
Node_attributes {
  A {
    LIN_protocol = "2.0";
    configured_NAD = 0x0A;
    product_id = 0x1234, 0x5678;
    configurable_frames { A_Frm = 0x0010; Evt = 0x0011; }
  }
}
Schedule_tables {
  Config {
    AssignNAD {A} delay 15 ms;
    AssignFrameId {A, A_Frm} delay 15 ms;
    DataDump {B, 1, 2, 3, 4, 5} delay 15 ms;
    SaveConfiguration {A} delay 15 ms;
    MasterReq delay 15 ms;
  }
  Normal {
    M_Frm delay 10 ms;
    Evt delay 10 ms;
    Spo delay 10 ms;
    A_To_B delay 10 ms;
  }
}
`;

const file = 'cluster.ldf';

function derive(ecu: string, snapshot: ProjectSnapshot = emptySnapshot(file), idPrefix = 'd') {
  let n = 0;
  const imported = importFile(
    { file, bytes: new TextEncoder().encode(LDF) },
    {
      language: 'en_us',
      snapshot,
      definitions: MODULE_DEFINITIONS,
      newId: () => `${idPrefix}${(n += 1)}`,
      options: { ecu, source: `ldf:${file}` },
    },
  )!;
  const after = snapshotWithChanges(snapshot, imported.changes, MODULE_DEFINITIONS);
  const verified = verifyProject(after, MODULE_DEFINITIONS, { language: 'en_us' });
  const containers = after.containers;
  const byId = new Map(containers.map((c) => [c.id, c]));
  const named = (shortName: string, path: string) =>
    containers.find((c) => c.shortName === shortName && c.definitionPath.endsWith(path));
  const children = (parent: ContainerValue | undefined, path: string) =>
    containers.filter((c) => c.parentId === parent?.id && c.definitionPath.endsWith(path));
  const substitutes = (frame: ContainerValue | undefined) =>
    children(frame, '/LinIfSubstitutionFrames').map(
      (s) =>
        `${s.values['LinIfFramePriority'] as string}:${byId.get(s.references['LinIfSubstitutionFrameRef']?.[0] ?? '')?.shortName}`,
    );
  return { imported, verified, after, containers, byId, named, children, substitutes };
}

describe('an LDF’s event-triggered, sporadic and slave-to-slave frames', () => {
  it('the master polls the event-triggered frame, resolving collisions in a table of its own', () => {
    const { imported, verified, named, children, substitutes, byId } = derive('M');
    expect(verified.errList.map((r) => `${r.code} ${r.path} ${r.message}`)).toEqual([]);
    const evt = named('Evt', '/LinIfFrame');
    expect(evt?.values).toMatchObject({
      LinIfFrameId: '58',
      LinIfLength: '4',
      LinIfFrameType: 'EVENT_TRIGGERED',
    });
    expect(children(children(evt, '/LinIfPduDirection')[0], '/LinIfInternalPdu')).toHaveLength(1);
    expect(substitutes(evt)).toEqual(['0:A_Frm', '1:B_Frm']);

    const slot = children(named('Normal', '/LinIfScheduleTable'), '/LinIfEntry').find(
      (e) => e.references['LinIfFrameRef']?.[0] === evt?.id,
    );
    const resolving = byId.get(slot?.references['LinIfCollisionResolvingRef']?.[0] ?? '');
    expect(resolving?.shortName).toBe('Evt_CollisionResolving');
    expect(resolving?.values['LinIfRunMode']).toBe('RUN_ONCE');
    // Worst cases at 19.2 kbit/s: 2 bytes 1.4 × 64 bit times = 4.67 ms → 5 ms; 4 bytes 117.6 → 6.13 ms → 7 ms.
    expect(
      children(resolving, '/LinIfEntry').map(
        (e) =>
          `${byId.get(e.references['LinIfFrameRef']?.[0] ?? '')?.shortName}:${e.values['LinIfDelay'] as string}`,
      ),
    ).toEqual(['A_Frm:0.005', 'B_Frm:0.007']);
    expect(imported.diagnostics.map((d) => d.code)).toContain('LDF_DERIVE_ETF_COLLISION_TABLE');
  });

  it('the master sends the sporadic frame in the slot, the id of its first frame', () => {
    const { named, substitutes } = derive('M');
    const spo = named('Spo', '/LinIfFrame');
    expect(spo?.values).toMatchObject({ LinIfFrameId: '17', LinIfLength: '4', LinIfFrameType: 'SPORADIC' });
    expect(substitutes(spo)).toEqual(['0:M_Spo1', '1:M_Spo2']);
  });

  it('the master sends the header of a frame between two slaves', () => {
    const { named, children } = derive('M');
    const relay = named('A_To_B', '/LinIfFrame');
    expect(relay?.values).toMatchObject({ LinIfFrameId: '34', LinIfFrameType: 'UNCONDITIONAL' });
    expect(children(children(relay, '/LinIfPduDirection')[0], '/LinIfSlaveToSlavePdu')).toHaveLength(1);
    expect(children(named('Normal', '/LinIfScheduleTable'), '/LinIfEntry')).toHaveLength(4);
  });

  it('a slave answers in the event-triggered frame for the frames it publishes, without a schedule', () => {
    const { verified, named, substitutes, containers } = derive('A');
    expect(verified.errList.map((r) => `${r.code} ${r.path} ${r.message}`)).toEqual([]);
    const evt = named('Evt', '/LinIfFrame');
    expect(evt?.values).toMatchObject({ LinIfFrameId: '58', LinIfFrameType: 'EVENT_TRIGGERED' });
    expect(substitutes(evt)).toEqual(['0:A_Frm']);
    expect(named('Spo', '/LinIfFrame')).toBeUndefined();
    expect(containers.filter((c) => c.definitionPath.endsWith('/LinIfScheduleTable'))).toEqual([]);
  });

  it.each([
    ['M', 'MASTER', 'LIGHT'],
    ['A', 'SLAVE', 'LINSLAVE'],
  ])('node %s: LinSM %s on a LIN ComM channel of network management %s', (ecu, nodeType, variant) => {
    const { containers, byId, named, children } = derive(ecu);
    const linSM = containers.find((c) => c.definitionPath === '/LinSM/LinSMConfigSet/LinSMChannel');
    expect(linSM?.values['LinSMNodeType']).toBe(nodeType);
    const comM = byId.get(linSM?.references['LinSMComMNetworkHandleRef']?.[0] ?? '');
    expect(comM?.values['ComMBusType']).toBe('COMM_BUS_TYPE_LIN');
    expect(children(comM, '/ComMNetworkManagement')[0]?.values['ComMNmVariant']).toBe(variant);
    const linIf = containers.find((c) => c.definitionPath === '/LinIf/LinIfGlobalConfig/LinIfChannel');
    expect(linIf?.references['LinIfComMNetworkHandleRef']).toEqual([comM?.id]);
    // One LinSM schedule per LinIf schedule table, by its index.
    const tables = containers.filter((c) => c.definitionPath.endsWith('/LinIfScheduleTable'));
    expect(
      children(linSM, '/LinSMSchedule').map(
        (s) =>
          `${s.values['LinSMScheduleIndex'] as string}:${byId.get(s.references['LinSMScheduleIndexRef']?.[0] ?? '')?.values['LinIfScheduleTableIndex'] as string}`,
      ),
    ).toEqual(
      tables.map(
        (t) =>
          `${t.values['LinIfScheduleTableIndex'] as string}:${t.values['LinIfScheduleTableIndex'] as string}`,
      ),
    );
    expect(tables).toHaveLength(ecu === 'M' ? 3 : 0);
    // The master requests diagnostics (MasterReq): LinIf's transport protocol.
    expect(named('LinIfGeneral', '/LinIfGeneral')?.values['LinIfTpSupported']).toBe(ecu === 'M');
  });

  it('the master sends node configuration requests, a slot it lacks the node’s attributes for left out', () => {
    const { imported, named, children, byId } = derive('M');
    const bytes = (name: string) =>
      children(children(named(name, '/LinIfFrame'), '/LinIfFixedFrameSdu')[0], '/LinIfFixedFrameSduByte')
        .map(
          (b) =>
            `${b.values['LinIfFixedFrameSduBytePos'] as string}:${b.values['LinIfFixedFrameSduByteVal'] as string}`,
        )
        .join(' ');
    expect(bytes('AssignNAD_A')).toBe('0:10 1:6 2:176 3:52 4:18 5:120 6:86 7:10');
    // A_Frm: message id 0x0010, id 0x20 → PID 0x20.
    expect(bytes('AssignFrameId_A_A_Frm')).toBe('0:10 1:6 2:177 3:52 4:18 5:16 6:0 7:32');
    expect(bytes('SaveConfiguration_A')).toBe('0:10 1:1 2:182 3:255 4:255 5:255 6:255 7:255');
    expect(named('AssignNAD_A', '/LinIfFrame')?.values).toMatchObject({
      LinIfFrameId: '60',
      LinIfLength: '8',
      LinIfChecksumType: 'CLASSIC',
      LinIfFrameType: 'ASSIGN_NAD',
    });
    const entries = children(named('Config', '/LinIfScheduleTable'), '/LinIfEntry');
    expect(entries.map((e) => byId.get(e.references['LinIfFrameRef']?.[0] ?? '')?.shortName)).toEqual([
      'AssignNAD_A',
      'AssignFrameId_A_A_Frm',
      'SaveConfiguration_A',
      'MasterReq',
    ]);
    expect(imported.diagnostics.find((d) => d.code === 'LDF_DERIVE_CONFIG_NO_ATTRIBUTES')?.message).toContain(
      'DataDump',
    );
  });

  it('uses the project’s LIN ComM channel of the bus’s name', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const added = fixture.add('/ComM/ComMConfigSet', 'ComMChannel', { ComMBusType: 'COMM_BUS_TYPE_LIN' });
    const own = { ...added, shortName: 'cluster' };
    fixture.containers = fixture.containers.map((c) => (c.id === own.id ? own : c));
    const { containers, imported } = derive('A', fixture.snapshot());
    const linSM = containers.find((c) => c.definitionPath === '/LinSM/LinSMConfigSet/LinSMChannel');
    expect(linSM?.references['LinSMComMNetworkHandleRef']).toEqual([own.id]);
    expect(containers.filter((c) => c.definitionPath === '/ComM/ComMConfigSet/ComMChannel')).toHaveLength(1);
    // The project's channel is the user's: the derivation says what its network management should be.
    expect(imported.diagnostics.find((d) => d.code === 'LDF_DERIVE_COMM_VARIANT')?.message).toContain(
      'LINSLAVE',
    );
  });

  it('derives the same again over an earlier import: fixed SDU bytes keep their positions', () => {
    const first = derive('M');
    const again = derive('M', first.after, 'e');
    expect(again.verified.errList.map((r) => `${r.code} ${r.path} ${r.message}`)).toEqual([]);
    expect(again.containers.length).toBe(first.containers.length);
  });
});
