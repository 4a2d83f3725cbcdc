import { queryOptions } from '@tanstack/react-query';
import type { ProjectRow } from '@ecuc/core/api';
import { projectModulesOf } from '../routing/projectModules.js';
import { http } from './services.js';

/** GET /app/config: what the app shows from configuration. */
export interface AppConfig {
  docsUrl: string;
  footer: {
    company: string;
    contact: string;
    address: string;
    registrationNumbers: string[];
  };
}

/** POST /user/getLoginUserData. */
export interface LoginUser {
  email: string;
  userId: number;
  name: string;
  enterprise: boolean;
  memberLevel: number;
  expiry: string | null;
}

/** The `project` field of project-scoped calls: numeric ids travel as numbers. */
export function projectField(projectId: string): number | string {
  return /^\d+$/.test(projectId) ? Number(projectId) : projectId;
}

/** Project lists answer an array, or an object holding one (`list`, `rows`, `data`). */
export function rowsOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (typeof answer === 'object' && answer !== null) {
    for (const field of ['list', 'rows', 'data', 'records']) {
      const value = (answer as Record<string, unknown>)[field];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

export const appConfigQuery = queryOptions({
  queryKey: ['app', 'config'],
  queryFn: () => http.get<AppConfig>('/app/config'),
  staleTime: Infinity,
});

export const loginUserQuery = queryOptions({
  queryKey: ['user', 'login'],
  queryFn: () => http.post<LoginUser>('/user/getLoginUserData'),
  staleTime: 5 * 60_000,
});

export type { ProjectRow } from '@ecuc/core/api';

/**
 * The project's modules (POST /module/getListData {project}): the menu items of its enabled modules and
 * the route keys that are off; the sidebar and the route guard derive from it.
 */
export function menuListQuery(projectId: string) {
  return queryOptions({
    queryKey: ['project', projectId, 'menu'],
    queryFn: async () =>
      projectModulesOf(await http.post<unknown>('/module/getListData', { project: projectField(projectId) })),
  });
}

export type ProjectListKind = 'mine' | 'participate';

export function projectListQuery(kind: ProjectListKind) {
  const url =
    kind === 'mine' ? '/vkproject/getMyProjectListData' : '/vkproject/getParticipateProjectListData';
  return queryOptions({
    queryKey: ['projects', kind],
    queryFn: async () => rowsOf<ProjectRow>(await http.post<unknown>(url, {})),
  });
}

/** A release-log line in both languages. */
export interface ReleaseNote {
  zh_cn: string;
  en_us: string;
}

/** POST /vkproject/version: the product version and its release log. */
export interface ProductVersion {
  version: string;
  releases: { version: string; date: string; updated: ReleaseNote[]; fixed: ReleaseNote[] }[];
}

export const versionQuery = queryOptions({
  queryKey: ['app', 'version'],
  queryFn: () => http.post<ProductVersion>('/vkproject/version'),
  staleTime: Infinity,
});
