import { queryOptions } from '@tanstack/react-query';
import type { CoreRow } from '@ecuc/core/api';
import { http } from '../../app/services.js';

/**
 * The project's cores with their partitions (POST /core/getListData; the project travels in the
 * `projectId` header). Every change answers the changed core; the list is read again after it.
 */
export function coreListQuery(projectId: string) {
  return queryOptions({
    queryKey: coreQueriesKey(projectId),
    queryFn: () => http.post<CoreRow[]>('/core/getListData', {}),
  });
}

/** The query key of a project's cores, to read them again after a change. */
export function coreQueriesKey(projectId: string): [string, string, string] {
  return ['project', projectId, 'cores'];
}
