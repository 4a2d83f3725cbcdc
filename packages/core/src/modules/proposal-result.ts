import type { ContainerValue, ProjectSnapshot } from '../ecuc/store-types.js';
import type { Diagnostic } from '../formats/diagnostic.js';
import type { DerivedConfiguration } from './com/dbc/derived-configuration.js';
import type { ImportResult } from './plugin.js';

/**
 * A module proposal's answer from what it built on a project: the containers it made (passed through `finish`,
 * e.g. to mark their origin), the project's containers it changed, and its remarks.
 */
export function proposalResult(
  snapshot: ProjectSnapshot,
  derived: DerivedConfiguration,
  remarks: Diagnostic[],
  finish: (created: ContainerValue[]) => ContainerValue[] = (created) => created,
): ImportResult {
  const before = new Map(snapshot.containers.map((c) => [c.id, c]));
  const all = derived.allContainers();
  const create = finish(all.filter((c) => derived.isCreated(c)));
  const update = all.filter((c) => before.has(c.id) && before.get(c.id) !== c);
  return {
    changes: { replaceModules: [], create, update },
    report: { created: create.length, changed: update.length, removed: 0, notUnderstood: [], facts: {} },
    diagnostics: remarks,
    sourceMap: new Map(),
  };
}
