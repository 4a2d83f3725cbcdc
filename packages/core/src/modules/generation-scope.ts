import type { ProjectSnapshot } from '../ecuc/store-types.js';
import type { ModuleDef } from '../ecuc/types.js';
import { modulePlugins } from './registry.js';
import type { ModuleGenerator } from './plugin.js';

/** One generator a project's download runs, with the module that owns it. */
export interface ScheduledGenerator {
  module: string;
  generator: ModuleGenerator;
}

/**
 * What a project's download generates and what must be free of errors for it: the generators of the
 * project's enabled modules that have a definition (the shipped ones and the project's vendor modules), and
 * the modules those generators read (`checkedModules`, sorted). An error in a module no generator reads (an
 * NvM block while only the Os generates) does not refuse the download.
 */
export function generationScope(
  snapshot: Pick<ProjectSnapshot, 'modules'>,
  definitions: readonly Pick<ModuleDef, 'name'>[],
): { generators: ScheduledGenerator[]; checkedModules: string[] } {
  const enabled = new Set(snapshot.modules.map((m) => m.module));
  const defined = new Set(definitions.map((d) => d.name));
  const generators: ScheduledGenerator[] = [];
  const checked = new Set<string>();
  for (const plugin of modulePlugins()) {
    const module = plugin.definition.name;
    if (!enabled.has(module) || !defined.has(module)) continue;
    for (const generator of plugin.generators ?? []) {
      generators.push({ module, generator });
      for (const read of generator.reads) checked.add(read);
    }
  }
  return { generators, checkedModules: [...checked].sort() };
}
