import type { RouteGroup } from '@ecuc/core/catalogue';

/**
 * How a module page treats an instance id in its route:
 * - `none`: `/main/os` only;
 * - `redirect`: the bare key redirects to instance 0 (`canDriver` → `canDriver/0`), `key/:id` renders;
 * - `optional`: both the bare key and `key/:id` render (bare means instance 0).
 */
export type InstanceRouting = 'none' | 'redirect' | 'optional';

export interface ModulePageRoute {
  /** The route segment under `/main/`, spelled as in the spec (e.g. `SwComponts`, `FiM`). */
  pageKey: string;
  group: RouteGroup;
  instance: InstanceRouting;
}

const page = (pageKey: string, group: RouteGroup, instance: InstanceRouting = 'none'): ModulePageRoute => ({
  pageKey,
  group,
  instance,
});

/** The module pages of the spec's route table (section 2), in the table's order. */
export const MODULE_PAGE_ROUTES: readonly ModulePageRoute[] = [
  page('configSwBase', 'Basic Software'),
  page('CompuMethod', 'Basic Software'),
  page('PortInterface', 'Basic Software'),
  page('DataType', 'Basic Software'),
  page('SwComponts', 'Basic Software'),
  page('Infrastructure', 'Basic Software'),
  page('BswMInstance', 'Basic Software'),
  page('SwCInstance', 'Basic Software'),
  page('Generation', 'Basic Software'),

  page('configSystem', 'System'),
  page('os', 'System'),
  page('dem', 'System'),
  page('comM', 'System'),
  page('ecuM', 'System'),
  page('bswM', 'System'),
  page('tm', 'System'),
  page('wdgM', 'System'),
  page('wdgIf', 'System'),
  page('FiM', 'System'),

  page('configCrypto', 'Crypto'),
  page('Csm', 'Crypto'),
  page('CryIf', 'Crypto'),
  page('Crypto', 'Crypto'),

  page('configMemory', 'Memory'),
  page('NvM', 'Memory'),
  page('MemIf', 'Memory'),

  page('wdg', 'Mcu', 'redirect'),
  page('mcu', 'Mcu'),

  page('configCommunication', 'Communication'),
  page('com', 'Communication'),
  page('canIf', 'Communication'),
  page('canDriver', 'Communication', 'redirect'),
  page('canTrcv', 'Communication', 'optional'),
  page('canSM', 'Communication'),
  page('canTp', 'Communication'),
  page('canNm', 'Communication'),
  page('osekNm', 'Communication'),
  page('pduR', 'Communication'),
  page('linDriver', 'Communication', 'optional'),
  page('linTrcv', 'Communication', 'optional'),
  page('linIf', 'Communication'),
  page('linSM', 'Communication'),
  page('linNm', 'Communication'),
  page('nm', 'Communication'),
  page('ldCom', 'Communication'),
  page('ipduM', 'Communication'),
  page('xcp', 'Communication'),
  page('dcm', 'Communication'),

  page('configComplex', 'Complex'),
  page('cdd', 'Complex', 'redirect'),
];

/** The placeholder page key (spec section 2: "secOC (placeholder)"). */
export const PLACEHOLDER_PAGE_KEYS: readonly string[] = ['secOC'];

/** Pages of /main that are not modules: always reachable once a project is chosen. */
export const MAIN_PAGE_KEYS = ['workspace', 'ecuc', 'ecu'] as const;
export type MainPageKey = (typeof MAIN_PAGE_KEYS)[number];

/** Pages kept mounted (hidden) when the user goes elsewhere, at most KEEP_ALIVE_MAX of them. */
export const KEEP_ALIVE_PAGE_KEYS: readonly string[] = ['workspace', 'ecuc'];
export const KEEP_ALIVE_MAX = 5;

/** Keys beginning with `404_` mark modules that are not available yet (e.g. `404_Gpt`). */
export const NOT_AVAILABLE_PREFIX = '404_';

export function isNotAvailableKey(segment: string): boolean {
  return segment.startsWith(NOT_AVAILABLE_PREFIX);
}

const byKey = new Map(MODULE_PAGE_ROUTES.map((route) => [route.pageKey, route]));

export function modulePageRoute(pageKey: string): ModulePageRoute | undefined {
  return byKey.get(pageKey);
}
