import type {
  CatalogueEntryKind,
  InstanceRouting,
  ModuleCategory,
  ModuleDescriptor,
  ProjectMenuItem,
  RouteGroup,
} from './types.js';
import { MODULE_CATEGORIES } from './types.js';

/** The vendor name of every module we ship. */
export const ECUC_STUDIO_VENDOR = 'ECUC Studio';

/** The fixed ids of the spec (section 2, module catalogue). */
export const ECUC_MODULE_ID = 0;
export const OS_MODULE_ID = 1;
export const ECUM_MODULE_ID = 10;
export const RTE_MODULE_ID = 300;

interface EntryOptions {
  abbreviation?: string;
  apiPrefix?: string;
  apiInfix?: string;
  instanceBased?: boolean;
  instanceRouting?: InstanceRouting;
  availability?: ModuleDescriptor['availability'];
  rteOnly?: boolean;
  kind?: CatalogueEntryKind;
  routeGroup?: RouteGroup;
  hostPageUrl?: string;
  vendorNamedDefinition?: true;
}

/** A module we ship: the API prefix is the lower-case abbreviation unless told otherwise. */
function entry(
  id: number,
  name: string,
  pageUrl: string,
  category: ModuleCategory,
  options: EntryOptions = {},
): ModuleDescriptor {
  const abbreviation = options.abbreviation ?? name;
  const descriptor: ModuleDescriptor = {
    id,
    name,
    abbreviation,
    vendor: ECUC_STUDIO_VENDOR,
    apiInfix: options.apiInfix ?? '',
    pageUrl,
    apiPrefix: options.apiPrefix ?? abbreviation.toLowerCase(),
    category,
    instanceBased: options.instanceBased ?? false,
    availability: options.availability ?? 'available',
    kind: options.kind ?? 'module',
  };
  if (options.instanceRouting) descriptor.instanceRouting = options.instanceRouting;
  if (options.rteOnly) descriptor.rteOnly = true;
  if (options.routeGroup) descriptor.routeGroup = options.routeGroup;
  if (options.hostPageUrl) descriptor.hostPageUrl = options.hostPageUrl;
  if (options.vendorNamedDefinition) descriptor.vendorNamedDefinition = true;
  return descriptor;
}

/** An AUTOSAR module that is not available yet: its page key is `404_<Abbreviation>` and leads to the not-found page. */
function notYet(
  id: number,
  name: string,
  category: ModuleCategory,
  options: EntryOptions = {},
): ModuleDescriptor {
  return entry(id, name, `404_${options.abbreviation ?? name}`, category, {
    ...options,
    availability: 'notAvailable',
  });
}

/** A page of the RTE editor (route group "Basic Software"): shown only when the project has the RTE module. */
function rtePage(id: number, name: string, pageUrl: string): ModuleDescriptor {
  return entry(id, name, pageUrl, 'RTE', {
    abbreviation: pageUrl,
    apiPrefix: 'rte',
    kind: 'rtePage',
    rteOnly: true,
    routeGroup: 'Basic Software',
  });
}

/** A `config*` overview page of a route group; it has no CRUD prefix of its own. */
function overview(
  id: number,
  pageUrl: string,
  category: ModuleCategory,
  routeGroup: RouteGroup,
): ModuleDescriptor {
  return entry(id, pageUrl, pageUrl, category, {
    abbreviation: pageUrl,
    apiPrefix: '',
    kind: 'overview',
    routeGroup,
  });
}

/**
 * Every entry of the module catalogue. Id ranges by category are documented in docs/catalogue.md:
 * 0–99 System, 100–139 Communication Services, 140–169 Communication HW Abstraction, 170–199 Communication Drivers,
 * 200–209 Memory Services, 210–219 Memory HW Abstraction, 220–229 Memory Drivers, 240–259 Crypto,
 * 260–279 Microcontroller Drivers, 280–289 I/O Drivers, 290–299 Onboard Device Abstraction, 300–319 RTE,
 * 320–339 Complex Drivers, 340–349 Off-board Comm.Services, 350–359 Wireless, 360–399 Other (libraries),
 * 900–919 `config*` overview pages.
 */
const catalogueEntries: ModuleDescriptor[] = [
  // System (0–99)
  entry(ECUC_MODULE_ID, 'EcuC', 'ecuc', 'System'),
  entry(OS_MODULE_ID, 'Os', 'os', 'System', { routeGroup: 'System' }),
  entry(ECUM_MODULE_ID, 'EcuM', 'ecuM', 'System', { routeGroup: 'System' }),
  entry(11, 'BswM', 'bswM', 'System', { routeGroup: 'System' }),
  entry(12, 'Dem', 'dem', 'System', { routeGroup: 'System' }),
  entry(13, 'FiM', 'FiM', 'System', { routeGroup: 'System' }),
  entry(14, 'Tm', 'tm', 'System', { routeGroup: 'System' }),
  entry(15, 'WdgM', 'wdgM', 'System', { routeGroup: 'System' }),
  notYet(20, 'Det', 'System'),
  notYet(21, 'StbM', 'System'),
  notYet(22, 'Dlt', 'System'),

  // Communication Services (100–139)
  entry(100, 'ComM', 'comM', 'Communication Services', { routeGroup: 'System' }),
  entry(101, 'Com', 'com', 'Communication Services', { routeGroup: 'Communication' }),
  entry(102, 'PduR', 'pduR', 'Communication Services', { routeGroup: 'Communication' }),
  entry(103, 'IpduM', 'ipduM', 'Communication Services', { routeGroup: 'Communication' }),
  entry(104, 'LdCom', 'ldCom', 'Communication Services', { routeGroup: 'Communication' }),
  entry(105, 'Nm', 'nm', 'Communication Services', { routeGroup: 'Communication' }),
  entry(106, 'CanNm', 'canNm', 'Communication Services', { routeGroup: 'Communication' }),
  entry(107, 'LinNm', 'linNm', 'Communication Services', { routeGroup: 'Communication' }),
  entry(108, 'OsekNm', 'osekNm', 'Communication Services', { routeGroup: 'Communication' }),
  entry(109, 'CanSM', 'canSM', 'Communication Services', { routeGroup: 'Communication' }),
  entry(110, 'LinSM', 'linSM', 'Communication Services', { routeGroup: 'Communication' }),
  entry(111, 'CanTp', 'canTp', 'Communication Services', { routeGroup: 'Communication' }),
  entry(112, 'Dcm', 'dcm', 'Communication Services', { routeGroup: 'Communication' }),
  entry(113, 'Xcp', 'xcp', 'Communication Services', { routeGroup: 'Communication' }),
  entry(114, 'SecOC', 'secOC', 'Communication Services', { availability: 'placeholder' }),
  notYet(120, 'EthSM', 'Communication Services'),
  notYet(121, 'TcpIp', 'Communication Services'),
  notYet(122, 'SoAd', 'Communication Services'),
  notYet(123, 'DoIP', 'Communication Services'),
  notYet(124, 'UdpNm', 'Communication Services'),
  notYet(125, 'Sd', 'Communication Services'),
  notYet(126, 'FrSM', 'Communication Services'),
  notYet(127, 'FrNm', 'Communication Services'),
  notYet(128, 'FrTp', 'Communication Services'),
  notYet(129, 'J1939Tp', 'Communication Services'),
  notYet(130, 'J1939Nm', 'Communication Services'),

  // Communication HW Abstraction (140–169)
  entry(140, 'CanIf', 'canIf', 'Communication HW Abstraction', { routeGroup: 'Communication' }),
  entry(141, 'CanTrcv', 'canTrcv', 'Communication HW Abstraction', {
    instanceBased: true,
    instanceRouting: 'optional',
    routeGroup: 'Communication',
  }),
  entry(142, 'LinIf', 'linIf', 'Communication HW Abstraction', { routeGroup: 'Communication' }),
  entry(143, 'LinTrcv', 'linTrcv', 'Communication HW Abstraction', {
    instanceBased: true,
    instanceRouting: 'optional',
    routeGroup: 'Communication',
  }),
  entry(144, 'LinTp', 'linTp', 'Communication HW Abstraction', { hostPageUrl: 'linIf' }),
  notYet(150, 'EthIf', 'Communication HW Abstraction'),
  notYet(151, 'EthTrcv', 'Communication HW Abstraction', { instanceBased: true }),
  notYet(152, 'EthSwt', 'Communication HW Abstraction', { instanceBased: true }),
  notYet(153, 'FrIf', 'Communication HW Abstraction'),
  notYet(154, 'FrTrcv', 'Communication HW Abstraction'),

  // Communication Drivers (170–199)
  entry(170, 'Can', 'canDriver', 'Communication Drivers', {
    instanceBased: true,
    instanceRouting: 'redirect',
    routeGroup: 'Communication',
  }),
  entry(171, 'Lin', 'linDriver', 'Communication Drivers', {
    instanceBased: true,
    instanceRouting: 'optional',
    routeGroup: 'Communication',
  }),
  notYet(180, 'Eth', 'Communication Drivers', { instanceBased: true }),
  notYet(181, 'Fr', 'Communication Drivers'),
  notYet(182, 'Spi', 'Communication Drivers'),

  // Memory (200–229)
  entry(200, 'NvM', 'NvM', 'Memory Services', { routeGroup: 'Memory' }),
  entry(210, 'MemIf', 'MemIf', 'Memory HW Abstraction', { routeGroup: 'Memory' }),
  notYet(211, 'Fee', 'Memory HW Abstraction'),
  notYet(212, 'Ea', 'Memory HW Abstraction'),
  notYet(220, 'Fls', 'Memory Drivers'),
  notYet(221, 'Eep', 'Memory Drivers'),

  // Crypto (240–259)
  entry(240, 'Csm', 'Csm', 'Crypto Services', { routeGroup: 'Crypto' }),
  entry(241, 'CryIf', 'CryIf', 'Crypto HW Abstraction', { routeGroup: 'Crypto' }),
  entry(242, 'Crypto', 'Crypto', 'Crypto Drivers', { routeGroup: 'Crypto' }),

  // Microcontroller Drivers (260–279)
  entry(260, 'Mcu', 'mcu', 'Microcontroller Drivers', { routeGroup: 'Mcu' }),
  entry(261, 'Wdg', 'wdg', 'Microcontroller Drivers', {
    instanceBased: true,
    instanceRouting: 'redirect',
    routeGroup: 'Mcu',
  }),
  notYet(262, 'Gpt', 'Microcontroller Drivers'),
  notYet(263, 'CorTst', 'Microcontroller Drivers'),
  notYet(264, 'RamTst', 'Microcontroller Drivers'),
  notYet(265, 'FlsTst', 'Microcontroller Drivers'),

  // I/O Drivers (280–289): the I/O menu is "to be developed"
  notYet(280, 'Adc', 'I/O Drivers'),
  notYet(281, 'Dio', 'I/O Drivers'),
  notYet(282, 'Port', 'I/O Drivers'),
  notYet(283, 'Pwm', 'I/O Drivers'),
  notYet(284, 'Icu', 'I/O Drivers'),
  notYet(285, 'Ocu', 'I/O Drivers'),

  // Onboard Device Abstraction (290–299)
  entry(290, 'WdgIf', 'wdgIf', 'Onboard Device Abstraction', { routeGroup: 'System' }),

  // RTE (300–319): the module and the pages of the RTE editor
  entry(RTE_MODULE_ID, 'Rte', 'configSwBase', 'RTE', { rteOnly: true, routeGroup: 'Basic Software' }),
  rtePage(301, 'CompuMethod', 'CompuMethod'),
  rtePage(302, 'PortInterface', 'PortInterface'),
  rtePage(303, 'DataType', 'DataType'),
  rtePage(304, 'SwComponents', 'SwComponts'),
  rtePage(305, 'Infrastructure', 'Infrastructure'),
  rtePage(306, 'BswMInstance', 'BswMInstance'),
  rtePage(307, 'SwCInstance', 'SwCInstance'),
  rtePage(308, 'Generation', 'Generation'),

  // Complex Drivers (320–339)
  entry(320, 'CDD', 'cdd', 'Complex Drivers', {
    instanceBased: true,
    instanceRouting: 'redirect',
    routeGroup: 'Complex',
    vendorNamedDefinition: true,
  }),

  // Off-board Comm.Services (340–349)
  notYet(340, 'V2xFac', 'Off-board Comm.Services'),
  notYet(341, 'V2xBtp', 'Off-board Comm.Services'),
  notYet(342, 'V2xGn', 'Off-board Comm.Services'),
  notYet(343, 'V2xM', 'Off-board Comm.Services'),

  // Wireless (350–359)
  notYet(350, 'WEth', 'Wireless'),
  notYet(351, 'WEthTrcv', 'Wireless'),

  // Other (360–399): the Libraries menu is "to be developed"
  notYet(360, 'Crc', 'Other'),
  notYet(361, 'E2E', 'Other'),
  notYet(362, 'Bfx', 'Other'),
  notYet(363, 'Efx', 'Other'),
  notYet(364, 'Ifl', 'Other'),
  notYet(365, 'Ifx', 'Other'),
  notYet(366, 'Mfl', 'Other'),
  notYet(367, 'Mfx', 'Other'),

  // `config*` overview pages (900–919)
  overview(900, 'configSystem', 'System', 'System'),
  overview(901, 'configCommunication', 'Communication Services', 'Communication'),
  overview(902, 'configMemory', 'Memory Services', 'Memory'),
  overview(903, 'configCrypto', 'Crypto Services', 'Crypto'),
  overview(904, 'configComplex', 'Complex Drivers', 'Complex'),
];

/** Every entry of the catalogue: the spec's modules, overview pages and RTE pages, then registered ones. Live. */
export const MODULE_CATALOGUE: readonly ModuleDescriptor[] = catalogueEntries;

const byId = new Map(MODULE_CATALOGUE.map((module) => [module.id, module]));
const byPageUrl = new Map(MODULE_CATALOGUE.map((module) => [module.pageUrl, module]));
const byApiPrefix = new Map(
  MODULE_CATALOGUE.filter((module) => module.kind === 'module').map((module) => [module.apiPrefix, module]),
);

/**
 * Adds a module the spec's catalogue does not list (a module plugin registered by a test or a vendor
 * extension). Its id, page key and API prefix must be unused, or be the same module's again.
 */
export function registerCatalogueEntry(entry: ModuleDescriptor): void {
  const clash = [byId.get(entry.id), byPageUrl.get(entry.pageUrl), byApiPrefix.get(entry.apiPrefix)].find(
    (other) => other !== undefined && other.name !== entry.name,
  );
  if (clash) throw new Error(`catalogue entry ${entry.name} clashes with ${clash.name}`);
  const at = catalogueEntries.findIndex((other) => other.name === entry.name);
  if (at >= 0) catalogueEntries[at] = entry;
  else catalogueEntries.push(entry);
  byId.set(entry.id, entry);
  byPageUrl.set(entry.pageUrl, entry);
  if ((entry.kind ?? 'module') === 'module') byApiPrefix.set(entry.apiPrefix, entry);
}

/** Removes an entry that `registerCatalogueEntry` added (tests leave the catalogue as they found it). */
export function unregisterCatalogueEntry(name: string): void {
  const at = catalogueEntries.findIndex((entry) => entry.name === name);
  if (at < 0) return;
  const [entry] = catalogueEntries.splice(at, 1);
  if (!entry) return;
  if (byId.get(entry.id) === entry) byId.delete(entry.id);
  if (byPageUrl.get(entry.pageUrl) === entry) byPageUrl.delete(entry.pageUrl);
  if (byApiPrefix.get(entry.apiPrefix) === entry) byApiPrefix.delete(entry.apiPrefix);
}

/** The catalogue entry with this id, if any. */
export function moduleById(id: number): ModuleDescriptor | undefined {
  return byId.get(id);
}

/** The catalogue entry whose route key is `pageUrl` (exact, e.g. `canDriver`, `404_Gpt`), if any. */
export function moduleByPageUrl(pageUrl: string): ModuleDescriptor | undefined {
  return byPageUrl.get(pageUrl);
}

/**
 * The module served under a generic CRUD prefix, e.g. `canif` for `/canif/addData` (a leading slash and
 * upper case are accepted). The RTE pages share `rte`, which answers the Rte module.
 */
export function moduleByApiPrefix(apiPrefix: string): ModuleDescriptor | undefined {
  return byApiPrefix.get(apiPrefix.replace(/^\//u, '').toLowerCase());
}

/** The entries of one category of the sidebar. */
export interface ModuleCategoryGroup {
  category: ModuleCategory;
  modules: readonly ModuleDescriptor[];
}

/** Sidebar order: by name, case-insensitively, then by id so that the order is total. */
export function compareBySidebarOrder(a: ModuleDescriptor, b: ModuleDescriptor): number {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.id - b.id;
}

/**
 * How an entry's page route treats an instance id: its `instanceRouting`, else `optional` for an
 * instance-based module (its sidebar item leads to `key/0`) and `none` for the others.
 */
export function instanceRoutingOf(module: ModuleDescriptor): InstanceRouting {
  return module.instanceRouting ?? (module.instanceBased ? 'optional' : 'none');
}

/**
 * Whether an entry has a page of its own under `/main/` (the spec's route table, the secOC placeholder and
 * registered modules): every entry except those not available yet (`404_` keys, which lead to the
 * not-found page) and modules configured on another module's page (LinTp in LinIf).
 */
export function hasModulePage(module: ModuleDescriptor): boolean {
  return module.availability !== 'notAvailable' && module.hostPageUrl === undefined;
}

/** Whether an entry has its own item in the sidebar (overview pages and modules configured on another page do not). */
export function isSidebarEntry(module: ModuleDescriptor): boolean {
  return module.kind !== 'overview' && module.hostPageUrl === undefined;
}

/**
 * Groups entries by category in the order of MODULE_CATEGORIES, each group sorted alphabetically by name
 * (the sidebar's order). Empty categories are left out. Defaults to every sidebar entry of the catalogue.
 */
export function modulesByCategory(
  modules: readonly ModuleDescriptor[] = MODULE_CATALOGUE.filter(isSidebarEntry),
): ModuleCategoryGroup[] {
  const groups: ModuleCategoryGroup[] = [];
  for (const category of MODULE_CATEGORIES) {
    const members = modules.filter((module) => module.category === category);
    if (members.length > 0) groups.push({ category, modules: [...members].sort(compareBySidebarOrder) });
  }
  return groups;
}

/** What the sidebar shows for a project's menu item, and where it leads (relative to `/main/`). */
export interface MenuItemLabel {
  label: string;
  path: string;
}

/**
 * The sidebar label and path of a project's menu item: instance-based modules show as `name_instanceId`
 * with path `pageUrl/instanceId` (instance 0 when the item has none); others show their name at `pageUrl`.
 */
export function menuItemLabel(item: ProjectMenuItem): MenuItemLabel {
  const module = moduleByPageUrl(item.pageUrl) ?? moduleById(item.id);
  const name = module?.name ?? item.abbreviation;
  const pageUrl = module?.pageUrl ?? item.pageUrl;
  if (module?.instanceBased) {
    const instanceId = item.instanceId ?? 0;
    return { label: `${name}_${instanceId}`, path: `${pageUrl}/${instanceId}` };
  }
  return { label: name, path: pageUrl };
}

/** The module a `/main/...` route leads to, with the instance id of `canDriver/3`-style routes. */
export interface ModuleRoute {
  module: ModuleDescriptor;
  /** The route key checked against the project's modules that are not enabled, e.g. `canDriver`. */
  routeKey: string;
  instanceId?: number;
}

/**
 * The module a route belongs to. Accepts `/main/canDriver/3`, `#/main/canDriver/3`, `main/os`, or a bare segment
 * such as `canDriver/3` or `os`; an absolute path outside `/main` (e.g. `/user/index`) is not a module route.
 * Query strings are ignored. Answers undefined for pages that are not modules
 * (workspace, ecu, 404) and for unknown keys.
 */
export function routeKeyOf(path: string): ModuleRoute | undefined {
  let route = path.trim();
  const hashAt = route.indexOf('#');
  if (hashAt >= 0) route = route.slice(hashAt + 1);
  const queryAt = route.indexOf('?');
  if (queryAt >= 0) route = route.slice(0, queryAt);
  const segments = route.split('/').filter((segment) => segment !== '');
  if (segments[0] === 'main') segments.shift();
  else if (route.startsWith('/')) return undefined;
  const [routeKey, instanceSegment] = segments;
  if (routeKey === undefined) return undefined;
  const module = moduleByPageUrl(routeKey) ?? moduleByPageUrl(decodedSegment(routeKey));
  if (!module) return undefined;
  const target: ModuleRoute = { module, routeKey: module.pageUrl };
  if (module.instanceBased && instanceSegment !== undefined && /^\d+$/u.test(instanceSegment)) {
    target.instanceId = Number(instanceSegment);
  }
  return target;
}

/** A percent-encoded route segment decoded, or left as it is when the encoding is broken. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
