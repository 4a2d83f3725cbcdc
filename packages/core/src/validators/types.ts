/**
 * A validator is a pure function of a value (as the user typed it, usually a string) and its
 * options. It answers `null` when the value passes, or a message key with parameters that the
 * i18n catalogues turn into text (zh_cn and en_us). The same functions run in antd form rules in the
 * browser and in the server's schemas and verification.
 */
export interface ValidationFailure {
  /** i18n key, e.g. `validator.cName.tooLong`. */
  key: string;
  params?: Record<string, string | number>;
  /**
   * `warning` marks an advisory finding (e.g. possible loss of accuracy) that must not block saving;
   * absent means an error.
   */
  severity?: 'error' | 'warning';
}

export type ValidationResult = ValidationFailure | null;

export type Validator<O = undefined> = (value: unknown, options: O) => ValidationResult;
