import { queryOptions } from '@tanstack/react-query';
import type { ProjectRow } from '@ecuc/core/api';
import { http } from '../../app/services.js';

/** One project as the server has it now (POST /vkproject/getIdData {id}): summary, creator, participants. */
export function projectDetailQuery(id: number | string) {
  return queryOptions({
    queryKey: ['project', String(id), 'detail'],
    queryFn: () => http.post<ProjectRow>('/vkproject/getIdData', { id: Number(id) }),
  });
}
