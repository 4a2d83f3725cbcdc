import { MODULE_CATALOGUE } from '@ecuc/core/catalogue';

/** What a deep link into a module page names: the container to open and the field to focus. */
export interface EditorTarget {
  containerId: string;
  param?: string;
}

/** Reads `?container=<id>&param=<name>` of a module page. */
export function targetOfSearch(search: URLSearchParams): EditorTarget | null {
  const containerId = search.get('container');
  if (!containerId) return null;
  const param = search.get('param');
  return param ? { containerId, param } : { containerId };
}

/** The /main route of a module instance's page, or null when the module has no page. */
export function modulePagePath(moduleName: string, instanceId = 0): string | null {
  const entry = MODULE_CATALOGUE.find(
    (m) => m.name === moduleName && (m.kind ?? 'module') === 'module' && m.availability !== 'notAvailable',
  );
  if (!entry) return null;
  const page = entry.hostPageUrl ?? entry.pageUrl;
  return entry.instanceBased ? `/main/${page}/${instanceId}` : `/main/${page}`;
}

/** The deep link of an error-log row: the module page with the container and field named. */
export function editorLinkOf(
  moduleName: string,
  instanceId: number,
  target: EditorTarget | null,
): string | null {
  const page = modulePagePath(moduleName, instanceId);
  if (!page) return null;
  if (!target) return page;
  const search = new URLSearchParams({ container: target.containerId });
  if (target.param) search.set('param', target.param);
  return `${page}?${search.toString()}`;
}
