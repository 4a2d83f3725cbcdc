import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectRow } from '@ecuc/core/api';
import { http } from '../../app/services.js';
import { PROJECT_ID_KEY, PROJECT_NAME_KEY } from '../../paths.js';

/** One project as the server has it now (POST /vkproject/getIdData {id}): summary, creator, participants. */
export function projectDetailQuery(id: number | string) {
  return queryOptions({
    queryKey: ['project', String(id), 'detail'],
    queryFn: () => http.post<ProjectRow>('/vkproject/getIdData', { id: Number(id) }),
  });
}

/**
 * The name of the current project as the server has it (so a rename shows at once in the sidebar and
 * the breadcrumbs), the name stored when the project was entered until the answer arrives.
 */
export function useCurrentProjectName(): string {
  const projectId = window.localStorage.getItem(PROJECT_ID_KEY) ?? '';
  const detail = useQuery({ ...projectDetailQuery(projectId), enabled: projectId !== '' });
  return detail.data?.name ?? window.localStorage.getItem(PROJECT_NAME_KEY) ?? '';
}
