import { MODULE_CATALOGUE, hasModulePage, instanceRoutingOf, moduleByPageUrl } from '@ecuc/core/catalogue';
import type { InstanceRouting, ModuleDescriptor, RouteGroup } from '@ecuc/core/catalogue';

export type { InstanceRouting };

/** Pages of /main that are not modules: always reachable once a project is chosen. */
export const MAIN_PAGE_KEYS = ['workspace', 'ecuc', 'ecu'] as const;
export type MainPageKey = (typeof MAIN_PAGE_KEYS)[number];

/** The route of one module page under /main, read from its catalogue entry. */
export interface ModulePageRoute {
  /** The route segment under `/main/`, spelled as in the spec (e.g. `SwComponts`, `FiM`). */
  pageKey: string;
  /** The group of the spec's route table (breadcrumb); registered modules may have none. */
  group: RouteGroup | undefined;
  /** `none`: `/main/os` only; `redirect`: `canDriver` → `canDriver/0`; `optional`: `canTrcv` and `canTrcv/{id}`. */
  instance: InstanceRouting;
  module: ModuleDescriptor;
}

function pageRouteOf(module: ModuleDescriptor): ModulePageRoute {
  return { pageKey: module.pageUrl, group: module.routeGroup, instance: instanceRoutingOf(module), module };
}

function isMainPageKey(pageKey: string): boolean {
  return (MAIN_PAGE_KEYS as readonly string[]).includes(pageKey);
}

/**
 * The module pages of /main, read from the live catalogue (the spec's route table, the secOC placeholder,
 * then modules registered at run time): every entry with a page of its own except EcuC, whose `ecuc` page
 * is one of the main pages.
 */
export function modulePageRoutes(): ModulePageRoute[] {
  return MODULE_CATALOGUE.filter((module) => hasModulePage(module) && !isMainPageKey(module.pageUrl)).map(
    pageRouteOf,
  );
}

/** The module page route of a page key, if the catalogue has one. */
export function modulePageRoute(pageKey: string): ModulePageRoute | undefined {
  const module = moduleByPageUrl(pageKey);
  if (!module || !hasModulePage(module) || isMainPageKey(pageKey)) return undefined;
  return pageRouteOf(module);
}

/** Pages kept mounted (hidden) when the user goes elsewhere, at most KEEP_ALIVE_MAX of them. */
export const KEEP_ALIVE_PAGE_KEYS: readonly string[] = ['workspace', 'ecuc'];
export const KEEP_ALIVE_MAX = 5;

/** Keys beginning with `404_` mark modules that are not available yet (e.g. `404_Gpt`). */
export const NOT_AVAILABLE_PREFIX = '404_';

export function isNotAvailableKey(segment: string): boolean {
  return segment.startsWith(NOT_AVAILABLE_PREFIX);
}
