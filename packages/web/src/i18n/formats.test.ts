import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, INTL_LOCALES } from './formats.js';

// A local time, so that the test holds in any time zone.
const moment = new Date(2026, 10, 24, 7, 41, 48);

describe('dates and numbers in the UI language', () => {
  it('maps the UI languages to their Intl locales', () => {
    expect(INTL_LOCALES).toEqual({ zh_cn: 'zh-CN', en_us: 'en-US' });
  });

  it.each([
    ['zh_cn', 'second', '2026/11/24 07:41:48'],
    ['zh_cn', 'minute', '2026/11/24 07:41'],
    ['en_us', 'second', '11/24/2026, 07:41:48 AM'],
    ['en_us', 'minute', '11/24/2026, 07:41 AM'],
  ] as const)('writes a date and time in %s to the %s', (language, precision, expected) => {
    expect(formatDateTime(moment, language, precision)).toBe(expected);
    expect(formatDateTime(moment.toISOString(), language, precision)).toBe(expected);
  });

  it('writes an afternoon in 24 hours in Chinese and with PM in English', () => {
    const afternoon = new Date(2026, 0, 5, 19, 3, 0);
    expect(formatDateTime(afternoon, 'zh_cn')).toBe('2026/01/05 19:03:00');
    expect(formatDateTime(afternoon, 'en_us')).toBe('01/05/2026, 07:03:00 PM');
  });

  it('writes a calendar day, a day-only text as that local day', () => {
    expect(formatDate(moment.toISOString(), 'zh_cn')).toBe('2026/11/24');
    expect(formatDate(moment, 'en_us')).toBe('11/24/2026');
    expect(formatDate('2026-03-01', 'zh_cn')).toBe('2026/03/01');
    expect(formatDate('2026-03-01', 'en_us')).toBe('03/01/2026');
  });

  it('shows nothing for no date and the text itself for one it cannot read', () => {
    for (const language of ['zh_cn', 'en_us'] as const) {
      expect(formatDateTime(null, language)).toBe('');
      expect(formatDateTime(undefined, language)).toBe('');
      expect(formatDateTime('', language)).toBe('');
      expect(formatDate(null, language)).toBe('');
      expect(formatDateTime('soon', language)).toBe('soon');
      expect(formatDate('soon', language)).toBe('soon');
    }
  });

  it('writes numbers with digit grouping and the decimals asked for', () => {
    expect(formatNumber(1234567.891, 'zh_cn', { maximumFractionDigits: 1 })).toBe('1,234,567.9');
    expect(formatNumber(1234567.891, 'en_us', { maximumFractionDigits: 1 })).toBe('1,234,567.9');
    expect(formatNumber(2, 'en_us', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('2.0');
  });
});
