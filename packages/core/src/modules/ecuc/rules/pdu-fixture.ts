/** A project of EcuC Pdus and the communication-stack containers that use them, for the Pdu rule tests. */
import type { ContainerValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';

export const CANIF = '/CanIf/CanIfInitCfg';
export const COM = '/Com/ComConfig';
export const ROUTES = '/PduR/PduRRoutingPaths';
export const CHANNEL = '/CanTp/CanTpConfig/CanTpChannel_0';
export const NM_CHANNEL = '/CanNm/CanNmGlobalConfig/CanNmChannelConfig_0';
export const PDUS = '/EcuC/EcucPduCollection';

/** A fixture with `count` EcuC Pdus, answered with their containers. */
export function pduFixture(count: number): { fixture: ProjectFixture; pdus: ContainerValue[] } {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add('/EcuC', 'EcucPduCollection');
  const pdus = Array.from({ length: count }, () => fixture.add(PDUS, 'Pdu', { PduLength: '8' }));
  return { fixture, pdus };
}

/** Adds a container and points one of its references at a Pdu. */
export function addUser(
  fixture: ProjectFixture,
  parent: string,
  definition: string,
  reference: string,
  pdu: ContainerValue,
): ContainerValue {
  const container = fixture.add(parent, definition);
  return fixture.replace(container, (c) => ({
    ...c,
    references: { ...c.references, [reference]: [pdu.id] },
  }));
}

/** Adds a routing path from one Pdu to another (its source and first destination). */
export function addRoute(
  fixture: ProjectFixture,
  source: ContainerValue,
  destination: ContainerValue,
): string {
  const path = fixture.add(ROUTES, 'PduRRoutingPath');
  const at = `${ROUTES}/${path.shortName}`;
  fixture.set(`${at}/PduRSrcPdu`, {}, { PduRSrcPduRef: [source.id] });
  fixture.set(`${at}/PduRDestPdu_0`, {}, { PduRDestPduRef: [destination.id] });
  return at;
}
