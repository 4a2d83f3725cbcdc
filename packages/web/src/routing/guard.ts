import { MODULE_CATALOGUE, RTE_MODULE_ID, moduleById, moduleByPageUrl } from '@ecuc/core/catalogue';
import type { ProjectMenuItem } from '@ecuc/core/catalogue';
import { MAIN_NOT_FOUND_PATH, USER_PATH } from '../paths.js';
import { MAIN_PAGE_KEYS } from './pageTable.js';
import type { ProjectModules } from './projectModules.js';

/** The page key a menu item leads to, resolved through the catalogue when the item's own key is unknown. */
function pageKeyOfMenuItem(item: ProjectMenuItem): string {
  return (moduleByPageUrl(item.pageUrl) ?? moduleById(item.id))?.pageUrl ?? item.pageUrl;
}

/** Whether the project's menu list holds the RTE module. */
export function projectHasRte(menu: readonly ProjectMenuItem[]): boolean {
  return menu.some(
    (item) => item.id === RTE_MODULE_ID || pageKeyOfMenuItem(item) === moduleById(RTE_MODULE_ID)?.pageUrl,
  );
}

/**
 * The page keys of modules the project has not enabled, derived from its menu list: every module page
 * of the catalogue that the list does not hold, and the RTE editor's pages when the project has no RTE.
 * Overview pages, placeholders, EcuC (the ecuc page) and modules configured on another page are never blocked.
 */
export function disabledPageKeys(menu: readonly ProjectMenuItem[]): Set<string> {
  const enabled = new Set(menu.map(pageKeyOfMenuItem));
  const hasRte = projectHasRte(menu);
  const disabled = new Set<string>();
  for (const module of MODULE_CATALOGUE) {
    if (module.availability !== 'available' || module.hostPageUrl !== undefined) continue;
    const kind = module.kind ?? 'module';
    if (kind === 'overview') continue;
    if (kind === 'rtePage') {
      if (!hasRte) disabled.add(module.pageUrl);
      continue;
    }
    if ((MAIN_PAGE_KEYS as readonly string[]).includes(module.pageUrl)) continue;
    if (!enabled.has(module.pageUrl)) disabled.add(module.pageUrl);
  }
  return disabled;
}

export type MainRouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface MainRouteContext {
  /** The current project (localStorage `projectId`); null when none is chosen. */
  projectId: string | null;
  /** The project's modules; undefined when there is no list. */
  modules: ProjectModules | undefined;
}

/** The route keys that are off: the server's list when it gives one, else derived from the menu. */
export function blockedPageKeys(modules: ProjectModules): Set<string> {
  return modules.disabledRouteKeys ? new Set(modules.disabledRouteKeys) : disabledPageKeys(modules.menu);
}

/**
 * The route guard of /main (spec section 2): without a project (or its list) the user goes to /user;
 * a page of a module the project has not enabled leads to /main/404; everything else may be entered.
 */
export function decideMainRoute(pageKey: string, context: MainRouteContext): MainRouteDecision {
  if (!context.projectId || !context.modules) return { kind: 'redirect', to: USER_PATH };
  if (blockedPageKeys(context.modules).has(pageKey)) return { kind: 'redirect', to: MAIN_NOT_FOUND_PATH };
  return { kind: 'allow' };
}
