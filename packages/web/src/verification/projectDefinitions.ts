import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDefinitionRow } from '@ecuc/core/api';
import { MODULE_DEFINITIONS, MODULE_UI } from '@ecuc/core/modules';
import { http } from '../app/services.js';
import { queryClient } from '../app/queryClient.js';
import { currentProjectId } from './projectSnapshot.js';
import { mergeDefinitions, type ProjectDefinitions } from './mergeDefinitions.js';

export type { ProjectDefinitions } from './mergeDefinitions.js';

let shipped: ProjectDefinitions | undefined;
/** The registered definitions (one object while the registry stays as it is, so memos keep). */
function shippedDefinitions(): ProjectDefinitions {
  if (shipped?.definitions !== MODULE_DEFINITIONS)
    shipped = { definitions: MODULE_DEFINITIONS, ui: MODULE_UI, vendor: new Map() };
  return shipped;
}

export function definitionsQueryKey(projectId: string) {
  return ['project', projectId, 'definitions'] as const;
}

/** The project's vendor definitions (POST /ecuc/getDefinitionList). */
export function definitionsQuery(projectId: string) {
  return queryOptions({
    queryKey: definitionsQueryKey(projectId),
    queryFn: () => http.post<ProjectDefinitionRow[]>('/ecuc/getDefinitionList', {}),
    staleTime: Infinity,
    enabled: projectId !== '',
  });
}

/** Fetches the vendor definitions again (after an upload or a removal). */
export function refetchDefinitions(projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: definitionsQueryKey(projectId) });
}

/**
 * The definitions of the current project: the shipped ones at once, the vendor ones when loaded.
 * `loaded` is false until the project's list has arrived.
 */
export function useProjectDefinitions(): ProjectDefinitions & { loaded: boolean } {
  const projectId = currentProjectId();
  const rows = useQuery(definitionsQuery(projectId)).data;
  return useMemo(
    () => ({
      ...(rows ? mergeDefinitions(MODULE_DEFINITIONS, MODULE_UI, rows) : shippedDefinitions()),
      loaded: rows !== undefined,
    }),
    [rows],
  );
}
