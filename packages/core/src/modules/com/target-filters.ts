/**
 * What the Com reference pickers offer: signals and signal groups that no other I-PDU carries
 * (E_Com0003), and EcuC Pdus no other upper layer uses.
 */
import type { ReferenceTargetFilter } from '../../ecuc/types.js';
import { defineView } from '../../verify/views.js';
import { pduTargetFilter } from '../ecuc/pdu-target-filter.js';
import { COM_PATHS } from './layout.js';

/** The I-PDU carrying each signal and signal group, by container id (the first one, in tree order). */
export const COM_CARRIERS_VIEW = defineView<ReadonlyMap<string, string>>({
  name: 'ComCarriersView',
  module: 'Com',
  compute(reader) {
    const carriers = new Map<string, string>();
    for (const ipdu of reader.containersOf(COM_PATHS.ipdu)) {
      for (const reference of ['ComIPduSignalRef', 'ComIPduSignalGroupRef'])
        for (const id of ipdu.references[reference] ?? []) if (!carriers.has(id)) carriers.set(id, ipdu.id);
    }
    return carriers;
  },
});

/** Not carried by an I-PDU other than the one being edited. */
const notCarriedElsewhere: ReferenceTargetFilter = (candidate, ctx) => {
  const carrier = ctx.view(COM_CARRIERS_VIEW).get(candidate.id);
  return carrier === undefined || carrier === ctx.holder.id;
};

/** The Com module's target filters, by reference definition path. */
export const comTargetFilters: Readonly<Record<string, ReferenceTargetFilter>> = {
  [`${COM_PATHS.ipdu}/ComIPduSignalRef`]: notCarriedElsewhere,
  [`${COM_PATHS.ipdu}/ComIPduSignalGroupRef`]: notCarriedElsewhere,
  [`${COM_PATHS.ipdu}/ComPduIdRef`]: pduTargetFilter('upper'),
};
