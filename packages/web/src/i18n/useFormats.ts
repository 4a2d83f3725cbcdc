import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@ecuc/core/i18n';
import { formatDate, formatDateTime, formatNumber, type Moment, type TimePrecision } from './formats.js';
import { isLanguage } from './language.js';

/** The formats of `formats.ts` in the UI's current language; a component using them follows a language switch. */
export function useFormats(): {
  language: Language;
  dateTime: (value: Moment, precision?: TimePrecision) => string;
  date: (value: Moment) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
} {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      language,
      dateTime: (value, precision) => formatDateTime(value, language, precision),
      date: (value) => formatDate(value, language),
      number: (value, options) => formatNumber(value, language, options),
    }),
    [language],
  );
}
