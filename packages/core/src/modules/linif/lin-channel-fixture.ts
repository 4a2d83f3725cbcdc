/**
 * LIN master channels as an engineer configures them by hand, for tests: per channel a Lin driver channel
 * and a LinTrcv channel, a LinIf channel on both with a Tx frame (id 0x10, 2 bytes) and an Rx frame (id
 * 0x11, 4 bytes) on their own EcuC Pdus, and one schedule table running the two frames.
 */
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ModuleDef } from '../../ecuc/types.js';
import { ProjectFixture } from '../project-fixture.js';

/** The modules the channels use. */
export const LIN_CHANNEL_MODULES = ['EcuC', 'Lin', 'LinTrcv', 'LinIf'] as const;

export const LINIF_GLOBAL = '/LinIf/LinIfGlobalConfig';

/** Builds `count` channels on fresh defaults of the given definitions (which must include LIN_CHANNEL_MODULES). */
export function linChannels(definitions: readonly ModuleDef[], count = 1): ProjectFixture {
  const used = definitions.filter((d) => (LIN_CHANNEL_MODULES as readonly string[]).includes(d.name));
  const fixture = new ProjectFixture(used);
  const ref = (c: ContainerValue) => [c.id];
  fixture.add('/EcuC', 'EcucPduCollection');
  const pdu = (length: string) => fixture.add('/EcuC/EcucPduCollection', 'Pdu', { PduLength: length });

  for (let n = 0; n < count; n += 1) {
    const linChannel = fixture.add('/Lin_0/LinGlobalConfig', 'LinChannel');
    const trcvChannel = fixture.add('/LinTrcv_0', 'LinTrcvChannel');
    const channel = `${LINIF_GLOBAL}/${fixture.add(LINIF_GLOBAL, 'LinIfChannel').shortName}`;
    fixture.set(channel, {}, { LinIfChannelRef: ref(linChannel) });
    fixture.add(channel, 'LinIfTransceiverDrvConfig');
    fixture.set(`${channel}/LinIfTransceiverDrvConfig`, {}, { LinIfTrcvIdRef: ref(trcvChannel) });

    const frame = (id: string, length: string, direction: 'LinIfTxPdu' | 'LinIfRxPdu') => {
      const added = fixture.add(channel, 'LinIfFrame', { LinIfFrameId: id, LinIfLength: length });
      const choice = `${channel}/${added.shortName}/LinIfPduDirection`;
      fixture.remove(`${choice}/LinIfInternalPdu`);
      fixture.add(choice, direction);
      fixture.set(`${choice}/${direction}`, {}, { [`${direction}Ref`]: ref(pdu(length)) });
      return added;
    };
    const frames = [frame('16', '2', 'LinIfTxPdu'), frame('17', '4', 'LinIfRxPdu')];

    const table = `${channel}/${fixture.add(channel, 'LinIfScheduleTable').shortName}`;
    for (const f of frames) {
      const entry = fixture.add(table, 'LinIfEntry', { LinIfDelay: '0.01' });
      fixture.set(`${table}/${entry.shortName}`, {}, { LinIfFrameRef: ref(f) });
    }
  }
  return fixture;
}
