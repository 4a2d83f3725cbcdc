import type { Language } from '@ecuc/core/i18n';

/**
 * Dates and numbers as the UI's language writes them. Every date, time and number the app shows goes through
 * here (or `useFormats()`), with the UI language: zh_cn writes `2026/11/24 07:41:48`, en_us
 * `11/24/2026, 07:41:48 AM`.
 */

/** The locale `Intl` formats a UI language with. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { zh_cn: 'zh-CN', en_us: 'en-US' };

/** What the server sends for a moment (ISO 8601, or a calendar day `YYYY-MM-DD`), or a Date. */
export type Moment = string | Date | null | undefined;

/** How precisely a time is shown: to the second (the default) or to the minute (narrow table columns). */
export type TimePrecision = 'second' | 'minute';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A moment as a Date; a calendar day is that local day (not midnight UTC). Undefined when unreadable. */
function dateOf(value: string | Date): Date | undefined {
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  const time = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date ${language} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALES[language], options)));
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** A date and time in the UI language; '' when absent, the text itself when it is no date. */
export function formatDateTime(
  value: Moment,
  language: Language,
  precision: TimePrecision = 'second',
): string {
  if (value === null || value === undefined || value === '') return '';
  const time = dateOf(value);
  if (!time) return String(value);
  return dateFormat(language, {
    ...DAY,
    hour: '2-digit',
    minute: '2-digit',
    ...(precision === 'second' ? { second: '2-digit' } : {}),
  }).format(time);
}

/** A calendar day in the UI language (`2026/11/24`, `11/24/2026`); '' when absent, the text itself when it is no date. */
export function formatDate(value: Moment, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const time = dateOf(value);
  return time ? dateFormat(language, DAY).format(time) : String(value);
}

/** A number in the UI language (digit grouping, decimals as `options` say). */
export function formatNumber(
  value: number,
  language: Language,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `number ${language} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(INTL_LOCALES[language], options)));
  return format.format(value);
}
