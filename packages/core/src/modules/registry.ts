/**
 * The one list of module plugins. Shipped modules register in `modules/index.ts`; a test or a vendor
 * extension registers its own with `registerModulePlugin`. Everything that loops over modules (server,
 * command line, web app) reads this list, so a registered plugin is served, checked, generated, imported
 * and shown without any other file knowing its name.
 */
import { registerCatalogueEntry, unregisterCatalogueEntry } from '../catalogue/modules.js';
import type { ModuleDef, ModuleUi } from '../ecuc/types.js';
import type { ModuleExporter, ModuleImporter, ModulePlugin, ModuleProposal } from './plugin.js';

const plugins: ModulePlugin[] = [];

/**
 * Every registered module definition (with its rules and migrations), in registration order. A live
 * binding: each registration publishes a new array (never mutated afterwards), so caches keyed by the
 * definition list (definition indexes, verification) never see a stale one. Read it when needed rather
 * than keeping a copy.
 */
export let MODULE_DEFINITIONS: readonly ModuleDef[] = [];

/** UI hints of every registered module, by module name. A live binding, republished like MODULE_DEFINITIONS. */
export let MODULE_UI: Readonly<Record<string, ModuleUi>> = {};

/** Publishes the definitions and labels of the plugins as they are now. */
function publish(): void {
  MODULE_DEFINITIONS = plugins.map((p) => p.definition);
  MODULE_UI = Object.fromEntries(plugins.map((p) => [p.definition.name, p.ui]));
}

/** Registers a plugin; a plugin of the same module name replaces the earlier one. */
export function registerModulePlugin(plugin: ModulePlugin): void {
  const name = plugin.definition.name;
  const at = plugins.findIndex((p) => p.definition.name === name);
  if (at >= 0) plugins[at] = plugin;
  else plugins.push(plugin);
  publish();
  if (plugin.catalogue) registerCatalogueEntry(plugin.catalogue);
}

/**
 * Removes a plugin (and the catalogue entry it brought). For tests that register a module of their own
 * and leave the registry as they found it.
 */
export function unregisterModulePlugin(name: string): void {
  const at = plugins.findIndex((p) => p.definition.name === name);
  if (at < 0) return;
  const [plugin] = plugins.splice(at, 1);
  publish();
  if (plugin?.catalogue) unregisterCatalogueEntry(plugin.catalogue.name);
}

/** Every registered plugin, in registration order. */
export function modulePlugins(): readonly ModulePlugin[] {
  return plugins;
}

/** The plugin of a module, by module name. */
export function modulePlugin(name: string): ModulePlugin | undefined {
  return plugins.find((p) => p.definition.name === name);
}

/** A proposal of a module, by module name and proposal id. */
export function moduleProposal(module: string, id: string): ModuleProposal | undefined {
  return modulePlugin(module)?.proposals?.find((p) => p.id === id);
}

/**
 * A proposal as an importer of nothing (its answer is an import's), so that it is previewed, checked and
 * written exactly as a file's import is (`importFile` with this importer alone).
 */
export function proposalImporter(module: string, id: string): RegisteredImporter | undefined {
  const proposal = moduleProposal(module, id);
  if (!proposal) return undefined;
  return {
    module,
    importer: {
      id: `proposal:${proposal.id}`,
      description: proposal.description,
      extensions: [],
      import: (_source, context) => proposal.propose(context),
    },
  };
}

/** A shipped (registered) module definition by module name. */
export function moduleDefinition(name: string): ModuleDef | undefined {
  return MODULE_DEFINITIONS.find((d) => d.name === name);
}

/** An importer of a plugin, with the module it feeds. */
export interface RegisteredImporter {
  module: string;
  importer: ModuleImporter;
}

/** An exporter of a plugin, with the module it writes. */
export interface RegisteredExporter {
  module: string;
  exporter: ModuleExporter;
}

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};

/** The extensions some module's importer reads (`.oil` for the Os), over every plugin, sorted. */
export function importedExtensions(): string[] {
  const extensions = new Set<string>();
  for (const plugin of plugins)
    for (const importer of plugin.importers ?? []) for (const e of importer.extensions) extensions.add(e);
  return [...extensions].sort();
}

/** The extensions of the files uploaded with `/file/upload`: those read by importers that are not bus databases. */
export function fileUploadExtensions(): string[] {
  return extensionsOf((importer) => importer.busDatabase === undefined);
}

/** The extensions of bus databases (`ModuleImporter.busDatabase`): uploaded with `/dbc/upload`. */
export function busDatabaseExtensions(): string[] {
  return extensionsOf((importer) => importer.busDatabase !== undefined);
}

/** The bus-database importer that reads a file of this name (by its extension), if any. */
export function busDatabaseImporter(fileName: string): RegisteredImporter | undefined {
  return importersForFile(fileName).find(({ importer }) => importer.busDatabase !== undefined);
}

function extensionsOf(keep: (importer: ModuleImporter) => boolean): string[] {
  const extensions = new Set<string>();
  for (const plugin of plugins)
    for (const importer of plugin.importers ?? [])
      if (keep(importer)) for (const e of importer.extensions) extensions.add(e);
  return [...extensions].sort();
}

/** The importers that read a file of this name (by its extension), over every plugin. */
export function importersForFile(fileName: string): RegisteredImporter[] {
  const extension = extensionOf(fileName);
  return plugins.flatMap((p) =>
    (p.importers ?? [])
      .filter((importer) => importer.extensions.includes(extension))
      .map((importer) => ({ module: p.definition.name, importer })),
  );
}

/** The exporters that write a file of this name (by its extension), over every plugin. */
export function exportersForFile(fileName: string): RegisteredExporter[] {
  const extension = extensionOf(fileName);
  return plugins.flatMap((p) =>
    (p.exporters ?? [])
      .filter((exporter) => exporter.extension === extension)
      .map((exporter) => ({ module: p.definition.name, exporter })),
  );
}
