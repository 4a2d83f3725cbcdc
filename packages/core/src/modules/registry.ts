/**
 * The one list of module plugins. Shipped modules register in `modules/index.ts`; a test or a vendor
 * extension registers its own with `registerModulePlugin`. Everything that loops over modules (server,
 * command line, web app) reads this list, so a registered plugin is served, checked, generated, imported
 * and shown without any other file knowing its name.
 */
import { registerCatalogueEntry, unregisterCatalogueEntry } from '../catalogue/modules.js';
import type { ModuleDef, ModuleUi } from '../ecuc/types.js';
import type { ModuleExporter, ModuleImporter, ModulePlugin } from './plugin.js';

const plugins: ModulePlugin[] = [];
const definitions: ModuleDef[] = [];
const uiByModule: Record<string, ModuleUi> = {};

/** Every registered module definition (with its rules and migrations), in registration order. Live. */
export const MODULE_DEFINITIONS: readonly ModuleDef[] = definitions;

/** UI hints of every registered module, by module name. Live. */
export const MODULE_UI: Readonly<Record<string, ModuleUi>> = uiByModule;

/** Registers a plugin; a plugin of the same module name replaces the earlier one. */
export function registerModulePlugin(plugin: ModulePlugin): void {
  const name = plugin.definition.name;
  const at = plugins.findIndex((p) => p.definition.name === name);
  if (at >= 0) {
    plugins[at] = plugin;
    definitions[at] = plugin.definition;
  } else {
    plugins.push(plugin);
    definitions.push(plugin.definition);
  }
  uiByModule[name] = plugin.ui;
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
  definitions.splice(at, 1);
  delete uiByModule[name];
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

/** A shipped (registered) module definition by module name. */
export function moduleDefinition(name: string): ModuleDef | undefined {
  return definitions.find((d) => d.name === name);
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
