import { describe, expect, it } from 'vitest';
import { referenceTargetContext, targetFilterOf } from '../../ecuc/reference-targets.js';
import type { ContainerValue } from '../../ecuc/store-types.js';
import { MODULE_DEFINITIONS } from '../index.js';
import type { ProjectFixture } from '../project-fixture.js';
import { LINIF_PATHS } from './definition.js';
import { LINIF_GLOBAL, linChannels } from './lin-channel-fixture.js';

const CHANNEL_0 = `${LINIF_GLOBAL}/LinIfChannel_0`;
const CHANNEL_1 = `${LINIF_GLOBAL}/LinIfChannel_1`;

/** Paths of the `destination` containers a picker of `reference` offers the holder at `holderPath`. */
function offered(
  fixture: ProjectFixture,
  holderPath: string,
  reference: string,
  destination: string,
  edit: (holder: ContainerValue) => ContainerValue = (holder) => holder,
): string[] {
  const snapshot = fixture.snapshot();
  const filter = targetFilterOf(fixture.definitions, reference);
  expect(filter, reference).toBeDefined();
  const context = referenceTargetContext(snapshot, fixture.definitions, edit(fixture.get(holderPath)));
  const parentName = (c: ContainerValue) =>
    snapshot.containers.find((p) => p.id === c.parentId)?.shortName ?? '';
  return snapshot.containers
    .filter((c) => c.definitionPath === destination && filter!(c, context))
    .map((c) => `${parentName(c)}/${c.shortName}`)
    .sort();
}

const unset = (holder: ContainerValue): ContainerValue => ({ ...holder, references: {} });

describe('LinIf reference pickers', () => {
  it('offer a Lin channel and a LinTrcv channel that no other LinIf channel takes, the own one included', () => {
    const fixture = linChannels(MODULE_DEFINITIONS, 2);
    const linRef = `${LINIF_PATHS.channel}/LinIfChannelRef`;
    const trcvRef = `${LINIF_PATHS.channel}/LinIfTransceiverDrvConfig/LinIfTrcvIdRef`;
    expect(offered(fixture, CHANNEL_0, linRef, '/Lin/LinGlobalConfig/LinChannel')).toEqual([
      'LinGlobalConfig/LinChannel_0',
    ]);
    fixture.add('/Lin_0/LinGlobalConfig', 'LinChannel');
    // Its own Lin channel unset: that one is free again, beside the new one; channel 0's stays taken.
    expect(offered(fixture, CHANNEL_1, linRef, '/Lin/LinGlobalConfig/LinChannel', unset)).toEqual([
      'LinGlobalConfig/LinChannel_1',
      'LinGlobalConfig/LinChannel_2',
    ]);
    expect(
      offered(fixture, `${CHANNEL_1}/LinIfTransceiverDrvConfig`, trcvRef, '/LinTrcv/LinTrcvChannel'),
    ).toEqual(['/LinTrcvChannel_1']);
  });

  it('offer a schedule entry the frames of its own channel, and collision tables of it other than its own', () => {
    const fixture = linChannels(MODULE_DEFINITIONS, 2);
    fixture.add(CHANNEL_0, 'LinIfScheduleTable');
    const entry = `${CHANNEL_0}/LinIfScheduleTable_0/LinIfEntry_0`;
    expect(offered(fixture, entry, `${LINIF_PATHS.entry}/LinIfFrameRef`, LINIF_PATHS.frame)).toEqual([
      'LinIfChannel_0/LinIfFrame_0',
      'LinIfChannel_0/LinIfFrame_1',
    ]);
    expect(
      offered(fixture, entry, `${LINIF_PATHS.entry}/LinIfCollisionResolvingRef`, LINIF_PATHS.scheduleTable),
    ).toEqual(['LinIfChannel_0/LinIfScheduleTable_1']);
  });

  it('offer a substitution frame the other frames of its channel', () => {
    const fixture = linChannels(MODULE_DEFINITIONS, 2);
    fixture.add(`${CHANNEL_1}/LinIfFrame_0`, 'LinIfSubstitutionFrames');
    const holder = `${CHANNEL_1}/LinIfFrame_0/LinIfSubstitutionFrames_0`;
    const reference = `${LINIF_PATHS.frame}/LinIfSubstitutionFrames/LinIfSubstitutionFrameRef`;
    expect(offered(fixture, holder, reference, LINIF_PATHS.frame)).toEqual(['LinIfChannel_1/LinIfFrame_1']);
  });

  it('offer Tx and Rx PDUs the EcuC Pdus no other lower layer uses, the own one included', () => {
    const fixture = linChannels(MODULE_DEFINITIONS);
    fixture.add('/EcuC/EcucPduCollection', 'Pdu');
    const tx = `${CHANNEL_0}/LinIfFrame_0/LinIfPduDirection/LinIfTxPdu`;
    expect(offered(fixture, tx, `${LINIF_PATHS.txPdu}/LinIfTxPduRef`, '/EcuC/EcucPduCollection/Pdu')).toEqual(
      ['EcucPduCollection/Pdu_0', 'EcucPduCollection/Pdu_2'],
    );
  });
});
