import type { ContainerDef, ModuleDef } from '@ecuc/core/ecuc';
import { modulePlugin, modulePlugins, type ModulePlugin } from '@ecuc/core/modules';
import { parseArguments, UsageError } from './commandLine.js';
import type { Command } from './main.js';
import { runWithUsage } from './usage.js';

const usage = [
  'Usage: ecuc defs [--json]',
  '',
  'Lists the modules with their definition counts, rule codes, generators, importers and exporters.',
  '  --json   print {modules: [{name, moduleId, version, instanceBased, containers, parameters,',
  '           references, referenceDestinations, rules, generators, importers, exporters}]} as one',
  '           JSON object',
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
  /** Codes of the module's rules, in the order they run. */
  rules: string[];
  /** The module's generators and the files each writes. */
  generators: { id: string; files: string[] }[];
  /** The module's importers and the extensions each reads. */
  importers: { id: string; extensions: string[] }[];
  /** The module's exporters and the extension each writes. */
  exporters: { id: string; extension: string }[];
}

/** Counts of one module definition, with what its plugin brings (generators, importers, exporters). */
export function summarizeModuleDefinition(
  definition: ModuleDef,
  plugin: ModulePlugin | undefined = modulePlugin(definition.name),
): ModuleDefinitionSummary {
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
    rules: (definition.rules ?? []).map((r) => r.code),
    generators: (plugin?.generators ?? []).map((g) => ({ id: g.id, files: [...g.fileNames] })),
    importers: (plugin?.importers ?? []).map((i) => ({ id: i.id, extensions: [...i.extensions] })),
    exporters: (plugin?.exporters ?? []).map((e) => ({ id: e.id, extension: e.extension })),
  };
}

export const defsCommand: Command = {
  summary: 'list the shipped module definitions: counts, rule codes, generators, importers, exporters',
  usage,
  run: (args) =>
    runWithUsage('defs', usage, () => {
      const parsed = parseArguments(args, { flags: ['--json'] });
      if (parsed.positionals.length > 0)
        throw new UsageError(`unexpected argument '${parsed.positionals[0]}'`);
      const modules = modulePlugins().map((p) => summarizeModuleDefinition(p.definition, p));
      if (parsed.flags.has('--json')) {
        process.stdout.write(JSON.stringify({ modules }) + '\n');
        return 0;
      }
      const width = Math.max(...modules.map((m) => m.name.length));
      for (const m of modules) {
        const instance = m.instanceBased ? ', instance-based' : '';
        const brings = [
          ...m.generators.map((g) => `generates ${g.files.join(' ')}`),
          ...m.importers.map((i) => `imports ${i.extensions.join(' ')}`),
          ...m.exporters.map((e) => `exports ${e.extension}`),
        ];
        process.stdout.write(
          `${m.name.padEnd(width)}  id ${m.moduleId}, version ${m.version}${instance}: ` +
            `${m.containers} containers, ${m.parameters} parameters, ${m.references} references, ` +
            `${m.rules.length} rules${brings.length > 0 ? `; ${brings.join('; ')}` : ''}\n`,
        );
      }
      return 0;
    }),
};
