import { queryOptions } from '@tanstack/react-query';
import { http } from '../../app/services.js';
import { queryClient } from '../../app/queryClient.js';
import type { CompanyApplication, ApplicationStatus } from './applications.js';
import type { LoginAccount } from './loginAccount.js';
import { landingPathOf } from './loginAccount.js';

/** The logged-in account with its roles; shares its cache entry with the header's `loginUserQuery`. */
export const loginAccountQuery = queryOptions({
  // The same key as `loginUserQuery`: one request, one cache entry, read with the fuller type here.
  queryKey: ['user', 'login'],
  queryFn: () => http.post<LoginAccount>('/user/getLoginUserData'),
  staleTime: 5 * 60_000,
});

/** Right after a login: the back office for its staff, the project list for everyone else. */
export async function landingPathAfterLogin(): Promise<string> {
  try {
    return landingPathOf(await queryClient.fetchQuery(loginAccountQuery));
  } catch {
    return landingPathOf(undefined);
  }
}

export function applicationListQuery(status: ApplicationStatus | undefined) {
  return queryOptions({
    queryKey: ['backoffice', 'applications', status ?? 'all'],
    queryFn: () =>
      http.post<CompanyApplication[]>('/backoffice/getApplicationListData', status ? { status } : {}),
  });
}
