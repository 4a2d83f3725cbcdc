import { routeKeyOf } from './modules.js';

/** Module routes the spec redirects to their first instance when entered without one (section 2). */
export const FIRST_INSTANCE_REDIRECTS: readonly string[] = ['wdg', 'canDriver', 'cdd'];

/** The spec's not-found page under the main layout. */
export const MAIN_NOT_FOUND_PATH = '/main/404';
/** Where the user goes when the project has no list of modules that are not enabled. */
export const PROJECT_LIST_PATH = '/user';

/** What happens when the user enters a `/main` route. */
export type MainRouteDecision =
  | { action: 'allow' }
  | {
      action: 'redirect';
      to: string;
      reason: 'noModuleList' | 'notAvailable' | 'notEnabled' | 'firstInstance';
    };

/**
 * The navigation rule of spec section 2 for a `/main/...` path: without a per-project list of modules that are
 * not enabled the user goes to /user; a route key on that list, or a `404_` key of a module not available yet,
 * goes to /main/404; `wdg`, `canDriver` and `cdd` without an instance go to instance 0. Pages that are not
 * modules (workspace, ecu, 404, unknown keys) are allowed here and left to the router.
 */
export function guardMainRoute(
  path: string,
  disabledRouteKeys: readonly string[] | undefined,
): MainRouteDecision {
  if (disabledRouteKeys === undefined)
    return { action: 'redirect', to: PROJECT_LIST_PATH, reason: 'noModuleList' };
  const route = routeKeyOf(path);
  if (!route) return { action: 'allow' };
  if (route.module.availability === 'notAvailable') {
    return { action: 'redirect', to: MAIN_NOT_FOUND_PATH, reason: 'notAvailable' };
  }
  if (disabledRouteKeys.includes(route.routeKey)) {
    return { action: 'redirect', to: MAIN_NOT_FOUND_PATH, reason: 'notEnabled' };
  }
  if (route.instanceId === undefined && FIRST_INSTANCE_REDIRECTS.includes(route.routeKey)) {
    return { action: 'redirect', to: `/main/${route.routeKey}/0`, reason: 'firstInstance' };
  }
  return { action: 'allow' };
}
