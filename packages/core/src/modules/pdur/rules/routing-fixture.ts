/** A PduR test project: EcuC Pdus and routing paths between them, built from a short description. */
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';

export const PATHS = '/PduR/PduRRoutingPaths';

/** One routing path: the index of its source Pdu and of each destination's Pdu. */
export interface RouteSketch {
  source: number;
  destinations: number[];
}

/** A fixture with `lengths.length` EcuC Pdus (PduLength each, '' for none) and the given routing paths. */
export function routingFixture(
  lengths: string[],
  routes: RouteSketch[],
): { fixture: ProjectFixture; pdus: string[] } {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  fixture.add('/EcuC', 'EcucPduCollection');
  const pdus = lengths.map(
    (length) => fixture.add('/EcuC/EcucPduCollection', 'Pdu', length === '' ? {} : { PduLength: length }).id,
  );
  routes.forEach((route, index) => {
    const path = `${PATHS}/PduRRoutingPath_${index}`;
    fixture.add(PATHS, 'PduRRoutingPath');
    fixture.set(`${path}/PduRSrcPdu`, {}, { PduRSrcPduRef: [pdus[route.source] ?? ''] });
    route.destinations.forEach((pdu, d) => {
      if (d > 0) fixture.add(path, 'PduRDestPdu');
      fixture.set(`${path}/PduRDestPdu_${d}`, {}, { PduRDestPduRef: [pdus[pdu] ?? ''] });
    });
  });
  return { fixture, pdus };
}
