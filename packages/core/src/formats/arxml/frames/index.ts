/**
 * Which element opens which frame, gathered from the domains. One more AUTOSAR template (e.g. the
 * software-component template) is one more domain file and one more line in `DOMAINS`.
 */
import type { ArxmlDomain, Frame, FrameOpening, Opening } from './frame.js';
import { ecucValuesDomain } from './ecuc-values.js';
import { ecucDefinitionsDomain } from './ecuc-definitions.js';
import { systemDomain } from './system.js';

export type { Frame, FrameOpening, OpenElement, ReadContext } from './frame.js';

export const DOMAINS: readonly ArxmlDomain[] = [ecucValuesDomain, ecucDefinitionsDomain, systemDomain];

interface Entry {
  opening: Opening;
  variant: unknown;
}

/** Element name → the openings it may start, in domain order (the first that fits its parent wins). */
const openingsByElement = new Map<string, Entry[]>();
for (const domain of DOMAINS) {
  for (const opening of domain.openings) {
    for (const [element, variant] of opening.elements) {
      const entries = openingsByElement.get(element) ?? [];
      entries.push({ opening, variant });
      openingsByElement.set(element, entries);
    }
  }
}

/** The frame an opening element starts, if any. */
export function openFrame(o: FrameOpening): Frame | undefined {
  const entries = openingsByElement.get(o.element.name);
  if (entries === undefined) return undefined;
  for (const { opening, variant } of entries) {
    const frame = opening.open(o, variant);
    if (frame !== undefined) return frame;
  }
  return undefined;
}
