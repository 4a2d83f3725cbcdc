/** The review states of an enterprise application (POST /backoffice/getApplicationListData {status?}). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'activated'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** One enterprise application as the back office lists it. */
export interface CompanyApplication {
  id: number;
  email: string;
  company: string;
  cityArea: string;
  address: string;
  contact: string;
  phone: string;
  status: ApplicationStatus;
  note: string | null;
  expiry: string | null;
  seats: number | null;
  createdAt: string;
  reviewedAt: string | null;
}

/** The seats an approval offers unless the reviewer changes it. */
export const DEFAULT_SEATS = 10;
/** The most seats one organisation may be given (the server's bound). */
export const MAX_SEATS = 10_000;
/** The longest review note the server keeps. */
export const NOTE_MAX_LENGTH = 500;

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Only a pending application can be reviewed. */
export function isReviewable(application: Pick<CompanyApplication, 'status'>): boolean {
  return application.status === 'pending';
}

/** The last instant of a calendar day in local time: an expiry date means "valid through that day". */
export function endOfLocalDay(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999);
}

/** The first instant of a calendar day in local time. */
export function startOfLocalDay(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate());
}

/** An expiry day before today cannot be chosen for an approval. */
export function isApprovalExpiryAllowed(day: Date, now: Date): boolean {
  return endOfLocalDay(day).getTime() >= now.getTime();
}

export interface ApprovalValues {
  expiry: Date;
  seats: number;
  note?: string | undefined;
}

export type ReviewBody =
  | { id: number; decision: 'approve'; note: string; expiry: string; seats: number }
  | { id: number; decision: 'reject'; note: string };

/** POST /backoffice/reviewApplication for an approval: valid through the chosen day, with its seats. */
export function approvalBody(id: number, values: ApprovalValues): ReviewBody {
  return {
    id,
    decision: 'approve',
    note: (values.note ?? '').trim(),
    expiry: endOfLocalDay(values.expiry).toISOString(),
    seats: Math.trunc(values.seats),
  };
}

/** POST /backoffice/reviewApplication for a rejection: the note tells the applicant why. */
export function rejectionBody(id: number, note: string): ReviewBody {
  return { id, decision: 'reject', note: note.trim() };
}

/** Applications whose company, contact, e-mail, phone or city contains the searched text. */
export function matchingApplications(
  applications: readonly CompanyApplication[],
  search: string,
): CompanyApplication[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...applications];
  return applications.filter((application) =>
    [application.company, application.contact, application.email, application.phone, application.cityArea]
      .join('\n')
      .toLowerCase()
      .includes(needle),
  );
}
