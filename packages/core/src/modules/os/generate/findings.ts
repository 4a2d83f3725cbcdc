/**
 * What the OS generator itself finds wrong (beyond verification): each finding names the object it
 * is about, so that the error log and the command line can point at the container (and, for an
 * imported OIL file, at its line).
 */
import type { LocalizedText } from '../../../ecuc/types.js';
import type { OsSource } from './view-model.js';

export const OS_GENERATION_MESSAGES = {
  E_OsGen001: {
    zh_cn: '{object} 的 {reference} 引用的容器不存在',
    en_us: '{reference} of {object} names no existing container',
  },
  E_OsGen002: {
    zh_cn: '事件 {event} 无法分配掩码：任务 {tasks} 的事件位已用完',
    en_us: 'No free bit for event {event}: the event bits of {tasks} are used up',
  },
  E_OsGen003: {
    zh_cn: '任务 {task} 的事件 {event} 与 {other} 的掩码重叠',
    en_us: 'Event {event} of task {task} overlaps the mask of {other}',
  },
  E_OsGen004: {
    zh_cn: '事件 {event} 的掩码 {mask} 无效（应为 AUTO 或 1..2^64-1 的数）',
    en_us: 'Mask {mask} of event {event} is not valid (AUTO or a number 1..2^64-1)',
  },
  E_OsGen005: {
    zh_cn: '名称 {name} 在生成的代码中重复（{first} 与 {second}）',
    en_us: 'Name {name} is used twice in the generated code ({first} and {second})',
  },
  E_OsGen006: {
    zh_cn: '报警回调函数名 {name} 与 C 关键字、OS 接口中的标识符或 OS 对象的 C 名称冲突',
    en_us:
      'Alarm callback name {name} clashes with a C keyword, an identifier of the OS API or the C name of an OS object',
  },
  E_OsGen007: {
    zh_cn: '名称 {name} 不是合法的 C 标识符',
    en_us: 'Name {name} is not a valid C identifier',
  },
  E_OsGen008: {
    zh_cn: '{object} 的 {param} 值 {value} 无法生成（允许 {min}..{max}）',
    en_us: '{param} of {object} is {value}, which cannot be generated (allowed {min}..{max})',
  },
  E_OsGen009: {
    zh_cn: '{object} 位于核 {core}，但 OS 只有 {cores} 个核',
    en_us: '{object} is on core {core} but the OS has {cores} cores',
  },
  E_OsGen010: {
    zh_cn: '任务 {task} 引用了多个内部资源（{resources}）',
    en_us: 'Task {task} refers to more than one internal resource ({resources})',
  },
  E_OsGen011: {
    zh_cn: '链接资源 {resource} 的链接形成环或不以标准资源结束',
    en_us: 'The links of resource {resource} form a loop or do not end at a standard resource',
  },
  E_OsGen012: {
    zh_cn: '报警 {alarm} 没有动作',
    en_us: 'Alarm {alarm} has no action',
  },
  E_OsGen013: {
    zh_cn: '应用模式有 {count} 个，生成的自启动掩码最多支持 32 个',
    en_us: 'There are {count} application modes; autostart masks hold at most 32',
  },
  E_OsGen014: {
    zh_cn: 'OS 配置了 {cores} 个核，芯片 {chip} 只有 {chipCores} 个',
    en_us: 'The OS is configured for {cores} cores but chip {chip} has {chipCores}',
  },
  E_OsGen015: {
    zh_cn: '项目中没有 Os 模块的配置',
    en_us: 'The project has no Os module configuration',
  },
} as const satisfies Record<string, LocalizedText>;

export type OsGenerationCode = keyof typeof OS_GENERATION_MESSAGES;

export interface OsGenerationFinding {
  code: OsGenerationCode;
  source: OsSource;
  params: Record<string, string | number>;
  /** The parameter or reference concerned. */
  param?: string;
}

export function finding(
  code: OsGenerationCode,
  source: OsSource,
  params: Record<string, string | number>,
  param?: string,
): OsGenerationFinding {
  return param === undefined ? { code, source, params } : { code, source, params, param };
}
