import { queryOptions } from '@tanstack/react-query';
import type { ProjectCheckData } from '@ecuc/core/api';
import type { ProjectSnapshot } from '@ecuc/core/ecuc';
import { http } from '../app/services.js';
import { queryClient } from '../app/queryClient.js';
import { PROJECT_ID_KEY, PROJECT_NAME_KEY } from '../paths.js';

/** The current project (from local storage, as the HTTP client sends it). */
export function currentProjectId(): string {
  return window.localStorage.getItem(PROJECT_ID_KEY) ?? '';
}

export function currentProjectName(): string {
  return window.localStorage.getItem(PROJECT_NAME_KEY) ?? '';
}

export function snapshotQueryKey(projectId: string) {
  return ['project', projectId, 'snapshot'] as const;
}

/**
 * The whole project's configuration (POST /generate/snapshot), kept in the query cache and updated
 * from the answers of add, update, delete and sort; live verification reads it.
 */
export function snapshotQuery(projectId: string) {
  return queryOptions({
    queryKey: snapshotQueryKey(projectId),
    queryFn: () => http.post<ProjectSnapshot>('/generate/snapshot', {}),
    staleTime: Infinity,
    enabled: projectId !== '',
  });
}

/** Replaces the cached snapshot through a pure update (no request). */
export function updateCachedSnapshot(
  projectId: string,
  update: (snapshot: ProjectSnapshot) => ProjectSnapshot,
): void {
  queryClient.setQueryData<ProjectSnapshot>(snapshotQueryKey(projectId), (old) => (old ? update(old) : old));
}

/** Fetches the snapshot again (after changes whose answer does not carry every row, e.g. add with defaults). */
export function refetchSnapshot(projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: snapshotQueryKey(projectId) });
}

export function checkQueryKey(projectId: string) {
  return ['project', projectId, 'check'] as const;
}

/** The server's check (POST /generate/check, form-encoded): the acknowledgements of warnings come from it. */
export function checkQuery(projectId: string, language: string) {
  return queryOptions({
    queryKey: [...checkQueryKey(projectId), language],
    queryFn: () => http.postForm<ProjectCheckData>('/generate/check', { language }),
    enabled: projectId !== '',
    staleTime: 0,
  });
}
