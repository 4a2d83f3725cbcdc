/**
 * Which element opens which frame, gathered from the domains. One more AUTOSAR template (e.g. the
 * software-component template) is one more domain file and one more line in `DOMAINS`.
 */
import type { ArxmlDomain, Frame, FrameOpening } from './frame.js';
import { ecucValuesDomain } from './ecuc-values.js';
import { ecucDefinitionsDomain } from './ecuc-definitions.js';
import { systemDomain } from './system.js';

export type { Frame, FrameOpening, OpenElement, ReadContext } from './frame.js';

export const DOMAINS: readonly ArxmlDomain[] = [ecucValuesDomain, ecucDefinitionsDomain, systemDomain];

type Open = (o: FrameOpening) => Frame | undefined;

/** Element name → what opening it does: the first of its openings, in domain order, that fits its parent. */
const openingsByElement = new Map<string, Open>();
for (const domain of DOMAINS) {
  for (const opening of domain.openings) {
    for (const [element, variant] of opening.elements) {
      const earlier = openingsByElement.get(element);
      const open: Open = (o) => opening.open(o, variant);
      openingsByElement.set(element, earlier === undefined ? open : (o) => earlier(o) ?? open(o));
    }
  }
}

/** The frame an opening element starts, if any. */
export function openFrame(o: FrameOpening): Frame | undefined {
  const open = openingsByElement.get(o.element.name);
  return open === undefined ? undefined : open(o);
}
