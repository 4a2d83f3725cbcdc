/** The spec's module categories (section 2). */
export const MODULE_CATEGORIES = [
  'Communication Services',
  'Communication HW Abstraction',
  'Communication Drivers',
  'System',
  'Memory Services',
  'Memory HW Abstraction',
  'Memory Drivers',
  'I/O Drivers',
  'Microcontroller Drivers',
  'Crypto Services',
  'Crypto HW Abstraction',
  'Crypto Drivers',
  'Complex Drivers',
  'Onboard Device Abstraction',
  'Off-board Comm.Services',
  'Wireless',
  'Other',
  'RTE',
] as const;
export type ModuleCategory = (typeof MODULE_CATEGORIES)[number];

/** A module of the catalogue (spec section 3: id, name, abbreviation, vendor, apiInfix, pageUrl, type). */
export interface ModuleDescriptor {
  /** Stable numeric id: 0 EcuC, 1 Os, 10 EcuM, 300 Rte; the others documented in CONTEXT.md. */
  id: number;
  /** Display name, e.g. `CanIf`. */
  name: string;
  /** AUTOSAR abbreviation, e.g. `CanIf`. */
  abbreviation: string;
  vendor: string;
  apiInfix: string;
  /** The route segment under `/main/`, e.g. `canIf`, `canDriver`; `404_Gpt` style keys are not available yet. */
  pageUrl: string;
  /** The module's API prefix for generic CRUD, e.g. `canif` for `/canif/addData`. */
  apiPrefix: string;
  category: ModuleCategory;
  /** Instance-based modules (Can, CanTrcv, Lin, LinTrcv, Eth, EthTrcv, EthSwt, CDD, Wdg) show as name_instanceId. */
  instanceBased: boolean;
  /**
   * How the page route treats an instance id (spec section 2): `none` (`/main/os` only), `redirect` (the
   * bare key redirects to instance 0, `canDriver` → `canDriver/0`) or `optional` (both `canTrcv` and
   * `canTrcv/{id}` render). Read it through `instanceRoutingOf`: unset means `optional` for instance-based
   * modules and `none` for the others.
   */
  instanceRouting?: InstanceRouting;
  /** Status of the module page: available, a placeholder (secOC) or to be developed (I/O, Libraries, 404_ keys). */
  availability: 'available' | 'placeholder' | 'notAvailable';
  /** Entries that only appear when the project has the RTE module. */
  rteOnly?: boolean;
  /** What the entry is: an AUTOSAR module (default), a `config*` overview page, or an RTE editor page. */
  kind?: CatalogueEntryKind;
  /** The group of the spec's route table (section 2) the page belongs to, when it has one. */
  routeGroup?: RouteGroup;
  /** Set when the module has no page of its own and is configured on another module's page (LinTp in LinIf). */
  hostPageUrl?: string;
  /**
   * Set for a complex driver: its vendor definition carries the vendor's own module name (`AcmeSensorCdd`), so
   * any module definition may configure it. Every other module takes only a definition of itself.
   */
  vendorNamedDefinition?: true;
}

/**
 * Whether a vendor module definition (its short name and the standard definition it refines) may configure
 * a catalogue module: a complex driver takes any; another module only one named as it is, or refining its
 * standard definition (`/AUTOSAR/EcucDefs/Com`).
 */
export function definitionConfigures(
  definition: { shortName: string; refinedModuleDefRef?: string | undefined },
  module: Pick<ModuleDescriptor, 'name' | 'abbreviation' | 'vendorNamedDefinition'>,
): boolean {
  if (module.vendorNamedDefinition) return true;
  const names = new Set([module.name.toLowerCase(), module.abbreviation.toLowerCase()]);
  const refined = definition.refinedModuleDefRef?.split('/').pop() ?? '';
  return names.has(definition.shortName.toLowerCase()) || names.has(refined.toLowerCase());
}

/** How a page route treats an instance id: see `ModuleDescriptor.instanceRouting`. */
export const INSTANCE_ROUTINGS = ['none', 'redirect', 'optional'] as const;
export type InstanceRouting = (typeof INSTANCE_ROUTINGS)[number];

/** Kinds of catalogue entries: modules, `config*` overview pages and the RTE editor's pages. */
export const CATALOGUE_ENTRY_KINDS = ['module', 'overview', 'rtePage'] as const;
export type CatalogueEntryKind = (typeof CATALOGUE_ENTRY_KINDS)[number];

/** The groups of the spec's route table (section 2), in the table's order. */
export const ROUTE_GROUPS = [
  'Basic Software',
  'System',
  'Crypto',
  'Memory',
  'Mcu',
  'Communication',
  'Complex',
] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/** A project's menu item (spec section 3): id, mark, pageUrl, abbreviation, type, instanceId. */
export interface ProjectMenuItem {
  id: number;
  mark: string;
  pageUrl: string;
  abbreviation: string;
  type: ModuleCategory;
  instanceId?: number;
}
