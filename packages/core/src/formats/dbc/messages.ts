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
    DBC_AMBIGUOUS_OBJECT: '{keyword} 引用的 {object} 在多个报文中都有，按原文保留',
    DBC_COMMENT_NO_TEXT: 'CM_ 没有注释文本，按原文保留',
    DBC_COMMENT_UNKNOWN_KIND: 'CM_ 的对象类型 {found} 无法识别，按原文保留',
    DBC_COMMENT_KIND_CASE: '对象类型 {found} 按 {kind} 读取',
    DBC_COMMENT_EXTRA_OBJECT: 'CM_ {kind} 多写了对象：使用 {used}，忽略 {extra}',
    DBC_COMMENT_NO_OBJECT: 'CM_ {kind} 没有写全所注释的对象，按原文保留',
    DBC_COMMENT_UNQUOTED: '注释文本没有引号，取到语句结尾的文本“{text}”作为注释',
    DBC_COMMENT_MESSAGE_NAME: 'CM_ 用报文名 {message} 代替报文 ID，按该名称的报文读取',
    DBC_COMMENT_SIGNAL_ONLY: 'CM_ SG_ 没有报文 ID，注释归属唯一含有信号 {signal} 的报文',
    DBC_COMMENT_SIGNAL_ORDER: 'CM_ SG_ 把信号名写在报文 ID 之前，按 SG_ {id} {signal} 读取',
    DBC_COMMENT_INNER_QUOTES: '注释中含有未转义的引号，读取到第 {line} 行的 "; 为止',
    DBC_COMMENT_TRAILING: '忽略注释文本之后的 {found}',
    DBC_MULTIPLEX_INDICATOR: '复用标识 {found} 按 {indicator} 读取',
    DBC_MULTIPLEX_AFTER_COLON: '复用标识 {found} 写在冒号之后，按 {indicator} 读取',
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
    DBC_L017: '报文 {message} 长 {size} 字节（CAN FD 长度），但未声明 CAN FD 帧格式（VFrameFormat）',
    DBC_L018: '名称 {name} 有 {length} 个字符，超过 {limit} 个字符',
    DBC_L019: '信号 {signal} 的 {attribute} {value} 超出其 {length} 位原始值范围',
    DBC_L020: '{object} 的属性 {attribute} 没有定义（BA_DEF_）',
    DBC_L021: '属性 {attribute} 没有默认值（BA_DEF_DEF_）',
    DBC_L022: '{object} 的枚举属性 {attribute} 的值 {value} 不在其 {count} 个枚举值之内',
    DBC_L023: '{object} 的属性 {attribute} 的值 {value} 超出范围 [{minimum}|{maximum}]',
    DBC_L024: '报文 {message} 的发送类型为 {sendType}，但没有周期时间（GenMsgCycleTime）',
    DBC_L025: '报文 {message} 的周期 {cycleTime} ms 不是 Com 主函数周期 {period} ms 的整数倍',
    DBC_L026: '节点 {node} 既不发送也不接收报文 {message}',
    DBC_L027: '所选 ECU 节点 {node} 未在 BU_ 中声明',
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
    DBC_AMBIGUOUS_OBJECT: '{keyword} refers to {object} which more than one message has, kept as text',
    DBC_COMMENT_NO_TEXT: 'CM_ has no comment text, kept as text',
    DBC_COMMENT_UNKNOWN_KIND:
      'CM_ names an object kind {found} that is not BU_, BO_, SG_ or EV_, kept as text',
    DBC_COMMENT_KIND_CASE: 'object kind {found} read as {kind}',
    DBC_COMMENT_EXTRA_OBJECT: 'CM_ {kind} names more objects than one: used {used}, ignored {extra}',
    DBC_COMMENT_NO_OBJECT: 'CM_ {kind} does not name its object completely, kept as text',
    DBC_COMMENT_UNQUOTED:
      'comment text is not quoted: read the rest of the statement "{text}" as the comment',
    DBC_COMMENT_MESSAGE_NAME:
      'CM_ names message {message} instead of its id: read as the message of that name',
    DBC_COMMENT_SIGNAL_ONLY:
      'CM_ SG_ has no message id: the comment goes to signal {signal} if exactly one message has it',
    DBC_COMMENT_SIGNAL_ORDER:
      'CM_ SG_ writes the signal name before the message id: read as SG_ {id} {signal}',
    DBC_COMMENT_INNER_QUOTES:
      "comment contains quotes that are not escaped: read up to the '\";' on line {line}",
    DBC_COMMENT_TRAILING: 'ignored {found} after the comment text',
    DBC_MULTIPLEX_INDICATOR: 'multiplex indicator {found} read as {indicator}',
    DBC_MULTIPLEX_AFTER_COLON: 'multiplex indicator {found} written after the colon, read as {indicator}',
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
    DBC_L017:
      'message {message} has {size} bytes, a CAN FD length, but declares no CAN FD frame format (VFrameFormat)',
    DBC_L018: 'name {name} has {length} characters, more than {limit}',
    DBC_L019: '{attribute} {value} of signal {signal} is outside its {length}-bit raw range',
    DBC_L020: 'attribute {attribute} of {object} has no definition (BA_DEF_)',
    DBC_L021: 'attribute {attribute} has no default value (BA_DEF_DEF_)',
    DBC_L022:
      'value {value} of enumeration attribute {attribute} of {object} is not one of its {count} values',
    DBC_L023: 'value {value} of attribute {attribute} of {object} is outside [{minimum}|{maximum}]',
    DBC_L024: 'message {message} is sent {sendType} but has no cycle time (GenMsgCycleTime)',
    DBC_L025:
      "cycle time {cycleTime} ms of message {message} is not a multiple of Com's main function period {period} ms",
    DBC_L026: 'node {node} neither sends nor receives message {message}',
    DBC_L027: 'the chosen ECU node {node} is not a node on BU_',
  },
};

/**
 * What a syntax error says was expected, in Chinese. The English phrase is the key (the reader
 * writes it); quoted tokens such as `';'` need no translation and are absent.
 */
const expectedInChinese: Record<string, string> = {
  'a section keyword': '段关键字',
  'the version string': '版本字符串',
  'a value table name': '值表名',
  'a value': '值',
  'a value description': '值描述',
  'a baudrate': '波特率',
  BTR1: 'BTR1',
  BTR2: 'BTR2',
  'a message id': '报文 ID',
  'a message name': '报文名',
  'the message length': '报文长度',
  'a transmitter': '发送节点',
  'a signal name': '信号名',
  "a multiplex indicator ('M' or 'mN')": "复用标识（'M' 或 'mN'）",
  'the start bit': '起始位',
  'the signal length': '信号长度',
  "the byte order '0' or '1'": "字节序 '0' 或 '1'",
  "the sign '+' or '-'": "符号 '+' 或 '-'",
  'the factor': '因子',
  'the offset': '偏移量',
  'the minimum': '最小值',
  'the maximum': '最大值',
  'the unit': '单位',
  'a receiver': '接收节点',
  'an environment variable name': '环境变量名',
  'the environment variable type': '环境变量类型',
  'the initial value': '初始值',
  'the environment variable id': '环境变量 ID',
  'the access type': '访问类型',
  'an access node': '访问节点',
  'the data size': '数据长度',
  'a comment': '注释',
  "'BU_', 'BO_', 'SG_', 'EV_' or a comment string": "'BU_'、'BO_'、'SG_'、'EV_' 或注释字符串",
  "'BU_', 'BO_', 'SG_', 'EV_' or a value": "'BU_'、'BO_'、'SG_'、'EV_' 或值",
  'a node name': '节点名',
  'an object type or the attribute name': '对象类型或属性名',
  'the attribute name': '属性名',
  'INT, HEX, FLOAT, STRING or ENUM': 'INT、HEX、FLOAT、STRING 或 ENUM',
  'an enumeration value': '枚举值',
  "'BU_EV_REL_', 'BU_BO_REL_' or 'BU_SG_REL_'": "'BU_EV_REL_'、'BU_BO_REL_' 或 'BU_SG_REL_'",
  'a message id or an environment variable name': '报文 ID 或环境变量名',
  'a signal group name': '信号组名',
  'the repetitions': '重复次数',
  "the value type '0', '1' or '2'": "值类型 '0'、'1' 或 '2'",
  'the multiplexer switch name': '复用器信号名',
  'a multiplexer value': '复用值',
};

/** The "expected ..." part of a syntax error in a language. */
export function dbcExpectedText(language: Language, expected: string): string {
  return language === 'zh_cn' ? (expectedInChinese[expected] ?? expected) : expected;
}

/** Words the reader uses for what it found. */
export function dbcFoundText(language: Language, found: 'end of file' | 'a string'): string {
  if (language !== 'zh_cn') return found;
  return found === 'end of file' ? '文件结尾' : '字符串';
}

export type DbcMessageCode = keyof (typeof dbcMessages)['en_us'];

/** The text of a DBC diagnostic in a language. */
export function dbcText(language: Language, code: string, params?: Record<string, string | number>): string {
  const text = dbcMessages[language][code] ?? dbcMessages.en_us[code] ?? code;
  return interpolate(text, params);
}
