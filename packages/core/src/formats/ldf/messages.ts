import { interpolate } from '../../i18n/catalogue.js';

/** Diagnostic texts of the LDF reader, keyed by diagnostic code. Diagnostics carry the en_us text. */
export const ldfMessages = {
  zh_cn: {
    LDF_SYNTAX: '语法错误：应为 {expected}，实际为 {found}',
    LDF_UNTERMINATED: '{what} 没有结束',
    LDF_CHARACTER: '无法识别的字符 "{char}"',
    LDF_UNKNOWN_SECTION: '未知的段 {name}，已跳过',
    LDF_UNKNOWN_STATEMENT: '未知的语句 {name}，已跳过',
    LDF_UNKNOWN_COMMAND: '未知的调度命令 {name}',
    LDF_MISSING_HEADER: '缺少 LIN_description_file 声明',
    LDF_UNDECLARED: '{kind} {name} 未声明',
  },
  en_us: {
    LDF_SYNTAX: 'syntax error: expected {expected}, found {found}',
    LDF_UNTERMINATED: 'unterminated {what}',
    LDF_CHARACTER: 'unexpected character "{char}"',
    LDF_UNKNOWN_SECTION: 'unknown section {name} skipped',
    LDF_UNKNOWN_STATEMENT: 'unknown statement {name} skipped',
    LDF_UNKNOWN_COMMAND: 'unknown schedule command {name}',
    LDF_MISSING_HEADER: 'the LIN_description_file declaration is missing',
    LDF_UNDECLARED: '{kind} {name} is not declared',
  },
} as const;

export type LdfMessageCode = keyof (typeof ldfMessages)['en_us'];

export function ldfMessage(code: LdfMessageCode, params?: Record<string, string | number>): string {
  return interpolate(ldfMessages.en_us[code], params);
}
