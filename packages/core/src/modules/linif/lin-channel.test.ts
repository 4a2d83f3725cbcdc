import { describe, expect, it } from 'vitest';
import type { ContainerValue } from '../../ecuc/store-types.js';
import { verifyProject } from '../../verify/engine.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { LINIF_PATHS } from './definition.js';

const LIN_MODULES = ['EcuC', 'Lin', 'LinTrcv', 'LinIf'];
const CHANNEL = '/LinIf/LinIfGlobalConfig/LinIfChannel_0';

/** A LIN master channel as configured by hand: driver and transceiver channel, a Tx and an Rx frame, one schedule. */
function linChannel(): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS.filter((d) => LIN_MODULES.includes(d.name)));
  const ref = (c: ContainerValue) => [c.id];
  fixture.add('/EcuC', 'EcucPduCollection');
  const txPdu = fixture.add('/EcuC/EcucPduCollection', 'Pdu', { PduLength: '2' });
  const rxPdu = fixture.add('/EcuC/EcucPduCollection', 'Pdu', { PduLength: '4' });

  const linChannel = fixture.add('/Lin_0/LinGlobalConfig', 'LinChannel', { LinChannelBaudRate: '19200' });
  const trcvChannel = fixture.add('/LinTrcv_0', 'LinTrcvChannel');

  fixture.add('/LinIf/LinIfGlobalConfig', 'LinIfChannel');
  fixture.set(CHANNEL, {}, { LinIfChannelRef: ref(linChannel) });
  fixture.add(CHANNEL, 'LinIfTransceiverDrvConfig');
  fixture.set(`${CHANNEL}/LinIfTransceiverDrvConfig`, {}, { LinIfTrcvIdRef: ref(trcvChannel) });

  const frame = (id: string, length: string, direction: 'LinIfTxPdu' | 'LinIfRxPdu', pdu: ContainerValue) => {
    const added = fixture.add(CHANNEL, 'LinIfFrame', { LinIfFrameId: id, LinIfLength: length });
    const choice = `${CHANNEL}/${added.shortName}/LinIfPduDirection`;
    fixture.remove(`${choice}/LinIfInternalPdu`);
    fixture.add(choice, direction);
    fixture.set(`${choice}/${direction}`, {}, { [`${direction}Ref`]: ref(pdu) });
    return added;
  };
  const tx = frame('16', '2', 'LinIfTxPdu', txPdu);
  const rx = frame('17', '4', 'LinIfRxPdu', rxPdu);

  const table = fixture.add(CHANNEL, 'LinIfScheduleTable', { LinIfScheduleTableName: 'Normal' });
  for (const f of [tx, rx]) {
    const entry = fixture.add(`${CHANNEL}/${table.shortName}`, 'LinIfEntry', { LinIfDelay: '0.01' });
    fixture.set(`${CHANNEL}/${table.shortName}/${entry.shortName}`, {}, { LinIfFrameRef: ref(f) });
  }
  return fixture;
}

describe('a LIN master channel', () => {
  it('is a master with an internal PDU direction until told otherwise', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add('/LinIf/LinIfGlobalConfig', 'LinIfChannel');
    fixture.add(CHANNEL, 'LinIfFrame');
    const paths = fixture.containers.filter((c) => c.module === 'LinIf').map((c) => c.definitionPath);
    expect(paths).toContain(LINIF_PATHS.master);
    expect(paths).not.toContain(LINIF_PATHS.slave);
    expect(paths).toContain(`${LINIF_PATHS.frame}/LinIfPduDirection/LinIfInternalPdu`);
  });

  it('verifies with its driver, transceiver, frames and schedule, the Pdus used by LinIf only', () => {
    const result = verifyProject(linChannel().snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
    expect(result.errList.map((r) => `${r.code} ${r.path} ${r.param ?? ''}`)).toEqual([]);
    // The Pdus have a lower user (LinIf) and no upper one yet.
    expect(result.warningList.map((r) => r.code)).toEqual(['W_EcuC0001', 'W_EcuC0001']);
  });

  it('finds a frame id beyond 63, a length beyond 8 and a schedule entry without its frame', () => {
    const fixture = linChannel();
    fixture.set(`${CHANNEL}/LinIfFrame_0`, { LinIfFrameId: '64', LinIfLength: '9' });
    fixture.set(`${CHANNEL}/LinIfScheduleTable_0/LinIfEntry_1`, {}, { LinIfFrameRef: [] });
    const result = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
    expect(result.errList.map((r) => `${r.path} ${r.param ?? ''}`).sort()).toEqual([
      `${CHANNEL}/LinIfFrame_0 LinIfFrameId`,
      `${CHANNEL}/LinIfFrame_0 LinIfLength`,
      `${CHANNEL}/LinIfScheduleTable_0/LinIfEntry_1 LinIfFrameRef`,
    ]);
  });
});
