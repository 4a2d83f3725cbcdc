import { interpolate } from '../../i18n/catalogue.js';

/** Diagnostic texts of the ARXML reader, keyed by diagnostic code. Diagnostics carry the en_us text. */
export const arxmlMessages = {
  zh_cn: {
    ARXML_XML: 'XML 格式错误：{detail}',
    ARXML_EMPTY: '文件不含根元素',
    ARXML_ROOT: '根元素必须是 AUTOSAR，实际为 {name}',
    ARXML_NAMESPACE:
      '非法的命名空间 "{namespace}"，应为 http://autosar.org/schema/r4.0 或 http://autosar.org/3.x.y',
    ARXML_VERSION:
      '不支持的 AUTOSAR 模式版本 "{version}"（R4 文件的命名空间为 http://autosar.org/schema/r4.0）',
    ARXML_SCHEMA_LOCATION: 'xsi:schemaLocation 指向 "{location}"，与命名空间 {namespace} 不符',
    ARXML_DOCTYPE: '已忽略文档类型声明：实体不会被展开',
    ARXML_UNRESOLVED: '引用 {ref} 在本文件中找不到目标',
    ARXML_UNRESOLVED_MORE: '另有 {count} 个无法解析的引用未列出',
    ARXML_NUMBER: '{element} 的值 "{text}" 不是数字',
    ARXML_UNREAD: '未读取 {element} 元素（本文件共 {count} 个）',
    ARXML_DEPTH: '元素嵌套超过 {limit} 层，停止读取',
    ARXML_REPEATED_PATH:
      '{element} {path} 与先前的元素同名同路径（本文件共 {count} 个这样的 {element}），对它的引用无法区分',
    ARXML_NOT_NUMERICAL: 'NUMERICAL-VALUE-SPECIFICATION 的值 "{text}" 不是数字',
  },
  en_us: {
    ARXML_XML: 'XML is not well-formed: {detail}',
    ARXML_EMPTY: 'the file has no root element',
    ARXML_ROOT: 'the root element must be AUTOSAR, not {name}',
    ARXML_NAMESPACE:
      'illegal namespace "{namespace}": expected http://autosar.org/schema/r4.0 or http://autosar.org/3.x.y',
    ARXML_VERSION:
      'unsupported AUTOSAR schema version "{version}" (an R4 file uses the namespace http://autosar.org/schema/r4.0)',
    ARXML_SCHEMA_LOCATION:
      'xsi:schemaLocation names "{location}", which does not match the namespace {namespace}',
    ARXML_DOCTYPE: 'document type declaration ignored: entities are not expanded',
    ARXML_UNRESOLVED: 'reference {ref} does not resolve in this file',
    ARXML_UNRESOLVED_MORE: '{count} more unresolved references are not listed',
    ARXML_NUMBER: '{element} value "{text}" is not a number',
    ARXML_UNREAD: '{element} elements are not read ({count} in this file)',
    ARXML_DEPTH: 'elements are nested deeper than {limit} levels; reading stopped',
    ARXML_REPEATED_PATH:
      '{element} {path} repeats the SHORT-NAME path of an earlier element ({count} such {element} in this file); references to it are ambiguous',
    ARXML_NOT_NUMERICAL: 'NUMERICAL-VALUE-SPECIFICATION value "{text}" is not a number',
  },
} as const;

export type ArxmlMessageCode = keyof (typeof arxmlMessages)['en_us'];

export function arxmlMessage(code: ArxmlMessageCode, params?: Record<string, string | number>): string {
  return interpolate(arxmlMessages.en_us[code], params);
}
