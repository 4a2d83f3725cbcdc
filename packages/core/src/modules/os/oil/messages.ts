/** Texts of the OIL import and export of the Os module, in both product languages. */
import { interpolate, type Language } from '../../../i18n/index.js';

const en_us = {
  noApplication: 'The file has no CPU part: there is nothing to import into the Os module',
  unmappedObject: '{type} {name} has no Os counterpart and is not imported',
  unmappedAttribute: '{type} {name}: attribute {attribute} has no Os counterpart and is not imported',
  unexpectedValue: '{type} {name}: {attribute} = {value} is not understood and is not imported',
  unresolvedReference:
    '{type} {name}: {attribute} refers to {target}, which is not a {targetType} of the file',
  singleReference:
    '{type} {name}: {attribute} {target} is not taken; Os takes one {attribute}, the first given',
  osTypeNeeded: 'The file needs an AUTOSAR OS: {reasons}',
  classNeeded: 'The file needs scalability class {needed}: {reasons}',
  classRaised:
    'SCALABILITYCLASS = {given} is below what the file uses ({needed}: {reasons}); {needed} is taken',
  appModeAdded: 'The file defines no APPMODE; {name} is added (an Os needs at least one application mode)',
  coreAdded: 'Core {core} is not defined in EcuC; EcucCoreDefinition {name} is added',
  noOsObject: 'The file has no OS object; the Os general settings keep their defaults',
  counterAdded:
    "Counter {name} is not defined in the file; it is taken as the implementation's predefined hardware counter",
  defaultWithoutProtection:
    '{type} {name} does not state {attribute}: {attribute} = {value} is taken, as scalability class {class} has no memory protection',
  // The export: what the written OIL does not carry (it is read back and compared).
  notCarriedValues: '{kind}: OIL does not carry {items}',
  notCarriedItem: '{name} ({count} of {of})',
  notCarriedContainers:
    '{kind}: OIL has no place for {count} of {of} containers ({names}); they are not in the file',
  notCarriedShortNames:
    '{kind}: OIL does not keep the short names of {count} of {of} containers ({names}); they read back as {readBack}',
  readBack: '{kind} {name}: {value} is not carried; the OIL reads back as {readBack}',
  readBackBecause:
    '{kind} {name}: {value} is not carried; the OIL reads back as {readBack}, as it declares {reasons}',
  readBackAdds: '{kind}: reading the OIL back adds {names}',
  andMore: ' and {count} more',
  notReadBack: 'The written OIL does not read back ({reason}); what it carries is not checked',
  autosarOil: 'The OS is an AUTOSAR OS: the file is AUTOSAR OIL {version}, beyond OSEK OIL 2.5',
  autosarOilBecause:
    'The OS is an AUTOSAR OS ({reasons}): the file is AUTOSAR OIL {version}, beyond OSEK OIL 2.5',
} as const;

export type OsOilMessageKey = keyof typeof en_us;

const zh_cn: Record<OsOilMessageKey, string> = {
  noApplication: '文件没有 CPU 部分：没有可导入 Os 模块的内容',
  unmappedObject: '{type} {name} 在 Os 中没有对应容器，未导入',
  unmappedAttribute: '{type} {name}：属性 {attribute} 在 Os 中没有对应参数，未导入',
  unexpectedValue: '{type} {name}：{attribute} = {value} 无法识别，未导入',
  unresolvedReference: '{type} {name}：{attribute} 引用的 {target} 不是文件中的 {targetType}',
  singleReference: '{type} {name}：{attribute} {target} 未被采用；Os 只接受一个 {attribute}，保留第一个',
  osTypeNeeded: '文件需要 AUTOSAR OS：{reasons}',
  classNeeded: '文件需要可扩展等级 {needed}：{reasons}',
  classRaised: 'SCALABILITYCLASS = {given} 低于文件所用功能需要的等级（{needed}：{reasons}），采用 {needed}',
  appModeAdded: '文件未定义 APPMODE，已添加 {name}（Os 至少需要一个应用模式）',
  noOsObject: '文件没有 OS 对象，Os 常规配置保持默认值',
  coreAdded: '核 {core} 未在 EcuC 中定义，已添加 EcucCoreDefinition {name}',
  counterAdded: '计数器 {name} 未在文件中定义，视为实现预定义的硬件计数器',
  defaultWithoutProtection:
    '{type} {name} 未给出 {attribute}：取 {attribute} = {value}，因为可扩展等级 {class} 没有内存保护',
  notCarriedValues: '{kind}：OIL 无法表示 {items}',
  notCarriedItem: '{name}（{of} 个中的 {count} 个）',
  notCarriedContainers: '{kind}：OIL 无法表示 {of} 个容器中的 {count} 个（{names}），未写入文件',
  notCarriedShortNames: '{kind}：OIL 无法保留 {of} 个容器中 {count} 个的短名称（{names}），读回为 {readBack}',
  readBack: '{kind} {name}：{value} 无法用 OIL 表示，读回为 {readBack}',
  readBackBecause: '{kind} {name}：{value} 无法用 OIL 表示，读回为 {readBack}（文件声明了{reasons}）',
  readBackAdds: '{kind}：读回 OIL 时新增 {names}',
  andMore: ' 等另外 {count} 个',
  notReadBack: '写出的 OIL 无法读回（{reason}），未检查其能否完整表示配置',
  autosarOil: '该 OS 为 AUTOSAR OS：文件为 AUTOSAR OIL {version}，超出 OSEK OIL 2.5 的范围',
  autosarOilBecause:
    '该 OS 为 AUTOSAR OS（{reasons}）：文件为 AUTOSAR OIL {version}，超出 OSEK OIL 2.5 的范围',
};

/** The import and export texts by language. */
export const osOilMessages: Record<Language, Record<OsOilMessageKey, string>> = { zh_cn, en_us };

/** Reasons the import gives for the OS type and scalability class it sets, by language. */
export const osOilReasons: Record<Language, Record<string, string>> = {
  en_us: {
    incrementCounter: 'an alarm that increments a counter',
    scheduleTables: 'schedule tables',
    applications: 'OS applications',
    cores: 'several cores',
    spinlocks: 'spinlocks',
    ioc: 'inter-OS-application communication',
    scalabilityClass: 'a scalability class',
    protectionHook: 'a protection hook',
    timingProtection: 'timing protection',
    synchronisation: 'schedule table synchronisation',
    untrusted: 'non-trusted OS applications',
    trustedFunctions: 'trusted functions',
    memoryProtection: 'memory protection',
    accessRights: 'access rights (ACCESSING_APPLICATION)',
  },
  zh_cn: {
    incrementCounter: '递增计数器的报警器',
    scheduleTables: '调度表',
    applications: 'OS 应用',
    cores: '多核',
    spinlocks: '自旋锁',
    ioc: 'OS 应用间通信',
    scalabilityClass: '可扩展等级',
    protectionHook: '保护钩子',
    timingProtection: '时间保护',
    synchronisation: '调度表同步',
    untrusted: '非可信 OS 应用',
    trustedFunctions: '可信函数',
    memoryProtection: '内存保护',
    accessRights: '访问权限（ACCESSING_APPLICATION）',
  },
};

export function osOilText(
  language: Language,
  key: OsOilMessageKey,
  params: Record<string, string | number> = {},
): string {
  return interpolate(osOilMessages[language][key], params);
}
