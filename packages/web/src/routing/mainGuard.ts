import { redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';
import { menuListQuery } from '../app/api.js';
import { BusinessError } from '../http/client.js';
import { PROJECT_ID_KEY, USER_PATH } from '../paths.js';
import { decideMainRoute } from './guard.js';

/** /main itself: without a chosen project the user goes to /user. */
export const mainLoader: LoaderFunction = () => {
  if (!window.localStorage.getItem(PROJECT_ID_KEY)) return redirect(USER_PATH);
  return null;
};

/**
 * The guard run before entering a /main page: the page key is checked against the modules the project
 * has not enabled (derived from its menu list, cached by the query client).
 */
export function guardOf(pageKey: string): LoaderFunction {
  return async () => {
    const projectId = window.localStorage.getItem(PROJECT_ID_KEY);
    if (!projectId) return redirect(USER_PATH);
    let modules;
    try {
      const { queryClient } = await import('../app/queryClient.js');
      modules = await queryClient.ensureQueryData(menuListQuery(projectId));
    } catch (error) {
      // A business answer means there is no list for this project; HTTP and network failures have been
      // handled by the client (login, /user, toast), so the page is left to render.
      if (error instanceof BusinessError) return redirect(USER_PATH);
      return null;
    }
    const decision = decideMainRoute(pageKey, { projectId, modules });
    return decision.kind === 'redirect' ? redirect(decision.to) : null;
  };
}
