/**
 * The contract's state codes (spec section 8). Every call answers `{ state, data, message? }`;
 * `state` is STATE_OK or one of the business codes below.
 */
export const STATE_OK = 200;

export const BusinessCode = {
  EmailNotRegistered: 1000,
  InvalidEmailFormat: 1001,
  EmailSendFailed: 1002,
  UnknownEmailAddress: 1003,
  AccountExpired: 1010,
  AccountExists: 1011,
  MainAccountExpired: 1012,
  UserMessage: 1013,
  AccountAbnormal: 1014,
  CodeExpired: 1015,
  WrongCode: 1016,
  TooManyLoginErrors: 1017,
  InsufficientPermission: 1020,
  EmailSendIntervalTooShort: 1021,
  MissingParameters: 1030,
  WrongParameterType: 1031,
  IllegalValue: 1032,
  FileMissing: 1040,
  FileExists: 1041,
  WrongFileFormat: 1042,
  FileParseError: 1043,
  WrongExtension: 1044,
  FolderMissing: 1045,
  NameExists: 1050,
  DataOverLimit: 1051,
  DataMissingToOperate: 1052,
  DuplicateDefinition: 1053,
  MainModuleUndefined: 1054,
  BadReference: 1055,
  InsufficientReferences: 1056,
  IllegalOperation: 1057,
  MinimalSystemData: 1058,
  DataMissingRefresh: 1060,
  SystemDefaultData: 1100,
} as const;
export type BusinessCode = (typeof BusinessCode)[keyof typeof BusinessCode];

export const ALL_BUSINESS_CODES: readonly BusinessCode[] = Object.values(BusinessCode);

/** HTTP statuses with a meaning of their own (spec section 8). */
export const HttpStatus = {
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  ServerError: 500,
  NoProjectPermission: 600,
  LoggedInElsewhere: 601,
  AccountMissing: 602,
  RouteNotPermitted: 603,
} as const;
export type HttpStatus = (typeof HttpStatus)[keyof typeof HttpStatus];

/** The envelope of every answer. */
export interface ApiResponse<T = unknown> {
  state: number;
  data: T;
  message?: string;
}

export function isBusinessCode(value: number): value is BusinessCode {
  return (ALL_BUSINESS_CODES as readonly number[]).includes(value);
}
