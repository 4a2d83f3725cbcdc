import type { MessageCatalogue } from '../../i18n/catalogue.js';
import { interpolate } from '../../i18n/catalogue.js';
import type { Language } from '../../i18n/index.js';

/**
 * Texts of DBC diagnostics, keyed by diagnostic code (the i18n key is `dbc.<code>`).
 * zh_cn and en_us must have the same keys.
 */
export const dbcMessages: Record<Language, MessageCatalogue> = {
  zh_cn: {
    DBC_SYNTAX: '应为{expected}，实际为{found}',
    DBC_UNEXPECTED_CHARACTER: '无法识别的字符 {found}',
    DBC_UNTERMINATED_STRING: '字符串缺少结束引号',
    DBC_MISSING_SEMICOLON: '{keyword} 语句缺少结尾的 ;',
    DBC_UNKNOWN_SECTION: '未知的段 {keyword}，按原文保留',
    DBC_UNMODELLED_SECTION: '段 {keyword} 按原文保留',
    DBC_UNKNOWN_OBJECT: '{keyword} 引用了未定义的 {object}，按原文保留',
    DBC_SIGNAL_OUTSIDE_MESSAGE: 'SG_ 不在任何 BO_ 之后',
    DBC_NOT_AN_INTEGER: '应为整数，实际为 {found}',
    DBC_L001: '信号 {signal} 与信号 {other} 在报文 {message} 中位重叠',
    DBC_L002: '信号 {signal} 超出报文 {message} 的 {size} 字节长度',
    DBC_L003: '报文 ID {id} 重复（{message} 与 {other}）',
    DBC_L004: '报文名 {message} 重复',
    DBC_L005: '报文 {message} 中信号名 {signal} 重复',
    DBC_L006: '报文 {message} 的发送节点 {node} 未在 BU_ 中声明',
    DBC_L007: '信号 {signal} 的接收节点 {node} 未在 BU_ 中声明',
    DBC_L008: '信号 {signal} 的初始值 {value} 超出范围 [{minimum}|{maximum}]',
    DBC_L009: '信号 {signal} 的值描述 {value} 超出其 {length} 位原始值范围',
    DBC_L010: '报文 {message} 的长度 {size} 字节不是合法的 {frame} 帧长度',
    DBC_L011: '报文 {message} 的 ID {id} 超出 {frame} 标识符范围',
    DBC_L012: '信号 {signal} 的最小值 {minimum} 大于最大值 {maximum}',
    DBC_L013: '信号 {signal} 的长度 {length} 无效',
    DBC_L014: '报文 {message} 中的复用信号 {signal} 没有复用器',
    DBC_L015: '节点名 {node} 重复',
    DBC_L016: '未声明任何节点（BU_ 为空），不检查节点引用',
  },
  en_us: {
    DBC_SYNTAX: 'expected {expected}, found {found}',
    DBC_UNEXPECTED_CHARACTER: 'unexpected character {found}',
    DBC_UNTERMINATED_STRING: 'string has no closing quote',
    DBC_MISSING_SEMICOLON: "{keyword} statement has no closing ';'",
    DBC_UNKNOWN_SECTION: 'unknown section {keyword}, kept as text',
    DBC_UNMODELLED_SECTION: 'section {keyword} kept as text',
    DBC_UNKNOWN_OBJECT: '{keyword} refers to {object} which is not defined, kept as text',
    DBC_SIGNAL_OUTSIDE_MESSAGE: 'SG_ does not follow a BO_',
    DBC_NOT_AN_INTEGER: 'expected an integer, found {found}',
    DBC_L001: 'signal {signal} overlaps signal {other} in message {message}',
    DBC_L002: 'signal {signal} does not fit in the {size} bytes of message {message}',
    DBC_L003: 'message id {id} is used twice ({message} and {other})',
    DBC_L004: 'message name {message} is used twice',
    DBC_L005: 'signal name {signal} is used twice in message {message}',
    DBC_L006: 'transmitter {node} of message {message} is not a node on BU_',
    DBC_L007: 'receiver {node} of signal {signal} is not a node on BU_',
    DBC_L008: 'initial value {value} of signal {signal} is outside [{minimum}|{maximum}]',
    DBC_L009: 'value description {value} of signal {signal} is outside its {length}-bit raw range',
    DBC_L010: 'message {message} has {size} bytes, not a valid {frame} frame length',
    DBC_L011: 'id {id} of message {message} is outside the {frame} identifier range',
    DBC_L012: 'signal {signal} has minimum {minimum} above maximum {maximum}',
    DBC_L013: 'signal {signal} has an invalid length {length}',
    DBC_L014: 'multiplexed signal {signal} of message {message} has no multiplexer',
    DBC_L015: 'node name {node} is used twice',
    DBC_L016: 'no nodes are declared on BU_, node references are not checked',
  },
};

export type DbcMessageCode = keyof (typeof dbcMessages)['en_us'];

/** The text of a DBC diagnostic in a language. */
export function dbcText(language: Language, code: string, params?: Record<string, string | number>): string {
  const text = dbcMessages[language][code] ?? dbcMessages.en_us[code] ?? code;
  return interpolate(text, params);
}
