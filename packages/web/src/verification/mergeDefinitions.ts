import type { ProjectDefinitionRow } from '@ecuc/core/api';
import type { ModuleDef, ModuleUi } from '@ecuc/core/ecuc';

/** The definitions a project's configuration follows, with their UI hints per module. */
export interface ProjectDefinitions {
  definitions: readonly ModuleDef[];
  ui: Readonly<Record<string, ModuleUi>>;
  /** The vendor definitions (BSWMD uploads) of the project, by module name. */
  vendor: ReadonlyMap<string, ProjectDefinitionRow>;
}

/**
 * The shipped definitions plus a project's vendor definitions; a vendor definition never replaces a
 * shipped one (the server follows the same rule).
 */
export function mergeDefinitions(
  shipped: readonly ModuleDef[],
  shippedUi: Readonly<Record<string, ModuleUi>>,
  rows: readonly ProjectDefinitionRow[],
): ProjectDefinitions {
  const names = new Set(shipped.map((d) => d.name));
  const vendorRows = rows.filter((row) => !names.has(row.module));
  if (vendorRows.length === 0) return { definitions: shipped, ui: shippedUi, vendor: new Map() };
  return {
    definitions: [...shipped, ...vendorRows.map((row) => row.definition)],
    ui: { ...shippedUi, ...Object.fromEntries(vendorRows.map((row) => [row.module, row.ui])) },
    vendor: new Map(vendorRows.map((row) => [row.module, row])),
  };
}
