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

/**
 * Builds `count` channels on fresh defaults of the given definitions (which must include LIN_CHANNEL_MODULES);
 * `alsoEnabled` names further modules of the definitions to enable, left at their defaults.
 */
export function linChannels(
  definitions: readonly ModuleDef[],
  count = 1,
  alsoEnabled: readonly string[] = [],
): ProjectFixture {
  const enabled = [...LIN_CHANNEL_MODULES, ...alsoEnabled];
  const used = definitions.filter((d) => enabled.includes(d.name));
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
      const added = addLinIfFrame(fixture, channel, { LinIfFrameId: id, LinIfLength: length }, direction);
      const choice = `${channel}/${added.shortName}/LinIfPduDirection`;
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

/** Adds a frame to a channel with the PDU direction given (LinIfInternalPdu, the choice's default, otherwise). */
export function addLinIfFrame(
  fixture: ProjectFixture,
  channelPath: string,
  values: Record<string, string>,
  direction: 'LinIfTxPdu' | 'LinIfRxPdu' | 'LinIfInternalPdu' = 'LinIfInternalPdu',
): ContainerValue {
  const added = fixture.add(channelPath, 'LinIfFrame', values);
  if (direction !== 'LinIfInternalPdu') {
    const choice = `${channelPath}/${added.shortName}/LinIfPduDirection`;
    fixture.remove(`${choice}/LinIfInternalPdu`);
    fixture.add(choice, direction);
  }
  return added;
}

/** Adds a slot for `frame` to a schedule table. */
export function addLinIfEntry(
  fixture: ProjectFixture,
  tablePath: string,
  frame: ContainerValue,
  references: Record<string, string[]> = {},
): ContainerValue {
  const entry = fixture.add(tablePath, 'LinIfEntry', { LinIfDelay: '0.01' });
  fixture.set(`${tablePath}/${entry.shortName}`, {}, { LinIfFrameRef: [frame.id], ...references });
  return entry;
}

/** Lets `frame` stand for `targets` (LinIfSubstitutionFrames, priorities in order). */
export function substituteLinIfFrames(
  fixture: ProjectFixture,
  framePath: string,
  targets: readonly ContainerValue[],
): void {
  targets.forEach((target, priority) => {
    const added = fixture.add(framePath, 'LinIfSubstitutionFrames', { LinIfFramePriority: String(priority) });
    fixture.set(`${framePath}/${added.shortName}`, {}, { LinIfSubstitutionFrameRef: [target.id] });
  });
}

/** Makes the channel a slave (LinIfNodeType's second choice). */
export function makeLinIfSlave(fixture: ProjectFixture, channelPath: string): void {
  fixture.remove(`${channelPath}/LinIfNodeType/LinIfMaster`);
  fixture.add(`${channelPath}/LinIfNodeType`, 'LinIfSlave');
}
