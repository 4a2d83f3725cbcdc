import type { ContainerDef, ModuleDef } from '@ecuc/core/ecuc';
import { MODULE_DEFINITIONS } from '@ecuc/core/modules';
import { parseArguments, UsageError } from './commandLine.js';
import type { Command } from './main.js';
import { runWithUsage } from './usage.js';

const usage = [
  'Usage: ecuc defs [--json]',
  '',
  'Lists the shipped module definitions with their container, parameter and reference counts.',
  '  --json   print {modules: [{name, moduleId, version, instanceBased, containers, parameters,',
  '           references, referenceDestinations}]} as one JSON object',
  '',
  'Exit: 0, or 2 on a usage error.',
].join('\n');

/** What `ecuc defs` says about one module definition. */
export interface ModuleDefinitionSummary {
  name: string;
  moduleId: number;
  version: number;
  instanceBased: boolean;
  /** Container definitions at every depth, choices included. */
  containers: number;
  parameters: number;
  references: number;
  /** Definition paths the module's container references may point to, sorted, without repeats. */
  referenceDestinations: string[];
}

/** Counts of one module definition. */
export function summarizeModuleDefinition(definition: ModuleDef): ModuleDefinitionSummary {
  let containers = 0;
  let parameters = 0;
  let references = 0;
  const destinations = new Set<string>();
  const visit = (def: ContainerDef): void => {
    containers += 1;
    parameters += def.parameters?.length ?? 0;
    references += def.references?.length ?? 0;
    for (const ref of def.references ?? []) {
      if (ref.kind === 'reference' || ref.kind === 'symbolicNameReference') destinations.add(ref.destination);
      if (ref.kind === 'choiceReference') for (const d of ref.destinations) destinations.add(d);
    }
    for (const child of def.choices ?? def.subContainers ?? []) visit(child);
  };
  for (const def of definition.containers) visit(def);
  return {
    name: definition.name,
    moduleId: definition.moduleId,
    version: definition.version,
    instanceBased: definition.instanceBased === true,
    containers,
    parameters,
    references,
    referenceDestinations: [...destinations].sort(),
  };
}

export const defsCommand: Command = {
  summary: 'list the shipped module definitions with container, parameter and reference counts',
  usage,
  run: (args) =>
    runWithUsage('defs', usage, () => {
      const parsed = parseArguments(args, { flags: ['--json'] });
      if (parsed.positionals.length > 0)
        throw new UsageError(`unexpected argument '${parsed.positionals[0]}'`);
      const modules = MODULE_DEFINITIONS.map(summarizeModuleDefinition);
      if (parsed.flags.has('--json')) {
        process.stdout.write(JSON.stringify({ modules }) + '\n');
        return 0;
      }
      const width = Math.max(...modules.map((m) => m.name.length));
      for (const m of modules) {
        const instance = m.instanceBased ? ', instance-based' : '';
        process.stdout.write(
          `${m.name.padEnd(width)}  id ${m.moduleId}, version ${m.version}${instance}: ` +
            `${m.containers} containers, ${m.parameters} parameters, ${m.references} references\n`,
        );
      }
      return 0;
    }),
};
