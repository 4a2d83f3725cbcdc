import type { VerifyRow } from '@ecuc/core/verify';
import { indexSnapshot } from './snapshotIndex.js';
import type { ProjectSnapshot } from '@ecuc/core/ecuc';

/** The error badge shows errors plus warnings up to this count, then `99+` (spec section 9). */
export const BADGE_MAX = 99;

/** The text of an error badge: hidden (null) at zero, `99+` above the maximum. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** Findings counted per container (its own and those of everything below it) and per module. */
export interface FindingCounts {
  byContainer: ReadonlyMap<string, number>;
  byModule: ReadonlyMap<string, number>;
  /** Findings per container definition and parent: `${parentKey}\n${definitionPath}`. */
  byDefinition: ReadonlyMap<string, number>;
}

/** Deeper than any container tree of a module definition. */
const MAX_DEPTH = 64;

function moduleOfRowPath(path: string): string {
  const segment = path.split('/')[1] ?? '';
  return segment.replace(/_\d+$/, '');
}

/** Counts errors and warnings (acknowledged warnings included: they are still findings). */
export function countFindings(snapshot: ProjectSnapshot, rows: readonly VerifyRow[]): FindingCounts {
  const { byId } = indexSnapshot(snapshot);
  const byContainer = new Map<string, number>();
  const byModule = new Map<string, number>();
  const byDefinition = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const row of rows) {
    let container = row.containerId ? byId.get(row.containerId) : undefined;
    add(byModule, container ? container.module : moduleOfRowPath(row.path));
    // Depth is bounded: a parent cycle in damaged data must not hang the page.
    for (let depth = 0; container && depth < MAX_DEPTH; depth += 1) {
      add(byContainer, container.id);
      const parent = container.parentId ?? `/${container.module}/${container.instanceId}`;
      add(byDefinition, `${parent}\n${container.definitionPath}`);
      container = container.parentId === null ? undefined : byId.get(container.parentId);
    }
  }
  return { byContainer, byModule, byDefinition };
}
