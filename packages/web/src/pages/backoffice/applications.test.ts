import { describe, expect, it } from 'vitest';
import {
  approvalBody,
  endOfLocalDay,
  isApplicationStatus,
  isApprovalExpiryAllowed,
  isReviewable,
  matchingApplications,
  rejectionBody,
} from './applications.js';
import type { CompanyApplication } from './applications.js';
import { isOrganisationAdministrator, landingPathOf } from './loginAccount.js';

function application(overrides: Partial<CompanyApplication>): CompanyApplication {
  return {
    id: 1,
    email: 'lead@body-electronics.example',
    company: 'Body Electronics Ltd',
    cityArea: 'Wuhan',
    address: '1 Optics Valley',
    contact: 'Li Ming',
    phone: '13800000000',
    status: 'pending',
    note: null,
    expiry: null,
    seats: null,
    createdAt: '2026-01-01T08:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

describe('application review', () => {
  it('approves through the end of the chosen local day with whole seats and a trimmed note', () => {
    const body = approvalBody(7, {
      expiry: new Date(2027, 5, 30, 9, 15),
      seats: 25.0,
      note: '  sales: Wang  ',
    });
    expect(body).toEqual({
      id: 7,
      decision: 'approve',
      note: 'sales: Wang',
      expiry: new Date(2027, 5, 30, 23, 59, 59, 999).toISOString(),
      seats: 25,
    });
  });

  it('approves with an empty note when none is given', () => {
    expect(approvalBody(2, { expiry: new Date(2027, 0, 1), seats: 3 })).toMatchObject({ note: '' });
  });

  it('rejects with the trimmed note', () => {
    expect(rejectionBody(3, ' incomplete address ')).toEqual({
      id: 3,
      decision: 'reject',
      note: 'incomplete address',
    });
  });

  it('allows expiry days from today on', () => {
    const now = new Date(2026, 3, 10, 18, 0);
    expect(isApprovalExpiryAllowed(new Date(2026, 3, 10), now)).toBe(true);
    expect(isApprovalExpiryAllowed(new Date(2026, 3, 9, 23, 0), now)).toBe(false);
    expect(isApprovalExpiryAllowed(new Date(2030, 0, 1), now)).toBe(true);
  });

  it('ends a day at its last millisecond', () => {
    const end = endOfLocalDay(new Date(2026, 1, 28, 3, 4, 5));
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([
      28, 23, 59, 999,
    ]);
  });

  it('reviews pending applications only', () => {
    expect(isReviewable(application({ status: 'pending' }))).toBe(true);
    for (const status of ['approved', 'rejected', 'activated'] as const) {
      expect(isReviewable(application({ status }))).toBe(false);
    }
  });

  it('knows the four statuses', () => {
    expect(['pending', 'approved', 'rejected', 'activated'].every(isApplicationStatus)).toBe(true);
    expect(isApplicationStatus('deleted')).toBe(false);
    expect(isApplicationStatus(undefined)).toBe(false);
  });

  it('searches company, contact, e-mail, phone and city, ignoring case', () => {
    const rows = [
      application({ id: 1 }),
      application({
        id: 2,
        company: 'Chassis Systems',
        contact: 'Zhao',
        email: 'z@chassis.example',
        cityArea: 'Shanghai',
        phone: '13900000000',
      }),
    ];
    expect(matchingApplications(rows, 'CHASSIS').map((row) => row.id)).toEqual([2]);
    expect(matchingApplications(rows, 'wuhan').map((row) => row.id)).toEqual([1]);
    expect(matchingApplications(rows, '1390').map((row) => row.id)).toEqual([2]);
    expect(matchingApplications(rows, '  ').map((row) => row.id)).toEqual([1, 2]);
    expect(matchingApplications(rows, 'nobody')).toEqual([]);
  });
});

describe('landing after login', () => {
  it('sends back-office staff to the back office and everyone else to the project list', () => {
    expect(landingPathOf({ backoffice: true })).toBe('/backoffice');
    expect(landingPathOf({ backoffice: false })).toBe('/user/index');
    expect(landingPathOf(undefined)).toBe('/user/index');
  });

  it('recognises enterprise administrators only', () => {
    expect(isOrganisationAdministrator({ enterprise: true, memberLevel: 1, organisationId: 4 })).toBe(true);
    expect(isOrganisationAdministrator({ enterprise: true, memberLevel: 2, organisationId: 4 })).toBe(false);
    expect(isOrganisationAdministrator({ enterprise: false, memberLevel: 1, organisationId: null })).toBe(
      false,
    );
    expect(isOrganisationAdministrator({ enterprise: true, memberLevel: 1, organisationId: null })).toBe(
      false,
    );
    expect(isOrganisationAdministrator(undefined)).toBe(false);
  });
});
