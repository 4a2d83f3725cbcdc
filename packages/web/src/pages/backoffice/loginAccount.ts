import type { LoginUser } from '../../app/api.js';

/** POST /user/getLoginUserData in full: the account, its organisation and its roles. */
export interface LoginAccount extends LoginUser {
  backoffice: boolean;
  organisationId: number | null;
  organisationName: string | null;
  departmentId: number | null;
  mainAccount: boolean;
}

export const BACKOFFICE_PATH = '/backoffice';
export const MANAGEMENT_PATH = '/user/management';

/** Member level of an enterprise administrator (spec: administrator 1, ordinary member 2). */
export const ADMINISTRATOR_LEVEL = 1;
export const MEMBER_LEVEL = 2;

/** Where an account lands after logging in: the back office for its staff, the project list otherwise. */
export function landingPathOf(account: Partial<Pick<LoginAccount, 'backoffice'>> | undefined): string {
  return account?.backoffice ? BACKOFFICE_PATH : '/user/index';
}

/** Enterprise administrators manage their organisation's members and departments. */
export function isOrganisationAdministrator(
  account: Partial<Pick<LoginAccount, 'enterprise' | 'memberLevel' | 'organisationId'>> | undefined,
): boolean {
  return Boolean(
    account?.enterprise && account.organisationId != null && account.memberLevel === ADMINISTRATOR_LEVEL,
  );
}
