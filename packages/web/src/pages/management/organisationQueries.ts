import { queryOptions } from '@tanstack/react-query';
import { http } from '../../app/services.js';
import type { MemberProject, OrganisationData, OrganisationMember } from './organisation.js';

export const organisationQuery = queryOptions({
  queryKey: ['organisation', 'base'],
  queryFn: () => http.post<OrganisationData>('/user/baseData'),
});

export const memberListQuery = queryOptions({
  queryKey: ['organisation', 'members'],
  queryFn: () => http.post<OrganisationMember[]>('/user/getSameLevelUserListData'),
});

export function memberProjectsQuery(userId: number) {
  return queryOptions({
    queryKey: ['organisation', 'members', userId, 'projects'],
    queryFn: () => http.post<MemberProject[]>('/user/getOrgUserProjectListData', { userId }),
  });
}
