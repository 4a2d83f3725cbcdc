import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { BSWM_PATHS } from '../definition.js';
import { conditionPort, conditionValue, definitionName } from '../request-ports.js';

const EVENT_TYPE = {
  zh_cn:
    '条件 {condition} 读取事件请求端口 {port}，比较方式须为 BSWM_EVENT_IS_SET 或 BSWM_EVENT_IS_CLEARED，而非 {type}',
  en_us:
    'Condition {condition} reads event request port {port}: its type is BSWM_EVENT_IS_SET or BSWM_EVENT_IS_CLEARED, not {type}',
};
const EVENT_VALUE = {
  zh_cn: '条件 {condition} 读取事件请求端口 {port}，事件没有可比较的值',
  en_us: 'Condition {condition} reads event request port {port}: an event has no value to compare with',
};
const MODE_TYPE = {
  zh_cn: '条件 {condition} 读取模式请求端口 {port}，比较方式须为 BSWM_EQUALS 或 BSWM_EQUALS_NOT，而非 {type}',
  en_us:
    'Condition {condition} reads mode request port {port}: its type is BSWM_EQUALS or BSWM_EQUALS_NOT, not {type}',
};
const MODE_VALUE = {
  zh_cn: '条件 {condition} 读取模式请求端口 {port}，须给出比较的模式值',
  en_us: 'Condition {condition} reads mode request port {port} and needs the mode it compares with',
};
const VALUE_KIND = {
  zh_cn: '条件 {condition} 以 {value} 比较 {source} 的模式，该来源的模式须以 {expected} 给出',
  en_us:
    'Condition {condition} compares the modes of {source} with a {value}: that source needs a {expected}',
};
const UNKNOWN_MODE = {
  zh_cn: '条件 {condition} 比较的模式 {mode} 不是 {source} 的模式（{modes}）',
  en_us: 'Condition {condition} compares with {mode}, which is not a mode of {source} ({modes})',
};
const GENERIC_MODE = {
  zh_cn: '条件 {condition} 比较的模式 {mode} 不在通用请求 {port} 的模式范围 0..{max} 内',
  en_us: 'Condition {condition} compares with mode {mode}, outside 0..{max} of generic request {port}',
};

/** Sources whose modes are mode declarations of a mode declaration group (an RTE or SchM mode switch). */
const MODE_DECLARATION_SOURCES = new Set(['BswMSwcModeNotification', 'BswMBswModeNotification']);

/**
 * The modes each BSW source indicates, after the mode types of the modules' SWS (ComM_ModeType,
 * CanSM_BswMCurrentStateType, LinSM_ModeType, NvM_RequestResultType).
 */
const SOURCE_MODES: Readonly<Record<string, readonly string[]>> = {
  BswMComMIndication: ['COMM_NO_COMMUNICATION', 'COMM_SILENT_COMMUNICATION', 'COMM_FULL_COMMUNICATION'],
  BswMCanSMIndication: [
    'CANSM_BSWM_NO_COMMUNICATION',
    'CANSM_BSWM_SILENT_COMMUNICATION',
    'CANSM_BSWM_FULL_COMMUNICATION',
    'CANSM_BSWM_BUS_OFF',
    'CANSM_BSWM_CHANGE_BAUDRATE',
  ],
  BswMLinSMIndication: ['LINSM_FULL_COM', 'LINSM_NO_COM'],
  BswMNvMJobModeIndication: [
    'NVM_REQ_OK',
    'NVM_REQ_NOT_OK',
    'NVM_REQ_PENDING',
    'NVM_REQ_INTEGRITY_FAILED',
    'NVM_REQ_BLOCK_SKIPPED',
    'NVM_REQ_NV_INVALIDATED',
    'NVM_REQ_CANCELED',
    'NVM_REQ_RESTORED_FROM_ROM',
  ],
};

/**
 * A mode condition compares its request port with something of the port's kind: an event request port is
 * tested with BSWM_EVENT_IS_SET / BSWM_EVENT_IS_CLEARED and no value; a mode request port with BSWM_EQUALS /
 * BSWM_EQUALS_NOT and a value; a mode declaration for the sources that switch modes of a mode declaration
 * group (SWC and BSW mode notifications), a BSW mode otherwise; for the BSW sources whose mode type the SWS
 * fixes (ComM, CanSM, LinSM indications, NvM job results) one of those modes, and for a generic request a
 * number below its BswMRequestedModeMax. Source: SWS BswM, ECUC BswMModeCondition (BswMConditionMode,
 * BswMConditionType, BswMConditionValue) and the mode types of SWS ComM, CanSM, LinSM and NvM.
 */
export const E_BswM0005: ModuleRule = {
  code: 'E_BswM0005',
  severity: 'error',
  description: {
    zh_cn: '模式条件与其请求端口的类型相符（比较方式、比较值）',
    en_us: 'A mode condition fits the kind of its request port (condition type and value)',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const condition of ctx.containersOf(BSWM_PATHS.modeCondition)) {
      const read = conditionPort(ctx, condition);
      if (!read) continue;
      const type = ctx.text(condition, 'BswMConditionType') ?? '';
      const value = conditionValue(ctx, condition);
      const params = { condition: condition.shortName, port: read.port.shortName, type };
      if (read.kind === 'event') {
        if (type !== 'BSWM_EVENT_IS_SET' && type !== 'BSWM_EVENT_IS_CLEARED')
          rows.push(ctx.report(condition, EVENT_TYPE, params, 'BswMConditionType'));
        else if (value) rows.push(ctx.report(condition, EVENT_VALUE, params, 'BswMConditionMode'));
        continue;
      }
      if (type !== 'BSWM_EQUALS' && type !== 'BSWM_EQUALS_NOT') {
        rows.push(ctx.report(condition, MODE_TYPE, params, 'BswMConditionType'));
        continue;
      }
      if (!value || value.text === undefined) {
        rows.push(ctx.report(condition, MODE_VALUE, params, 'BswMConditionMode'));
        continue;
      }
      if (!read.source) continue;
      const source = definitionName(read.source);
      const expected = MODE_DECLARATION_SOURCES.has(source) ? 'BswMModeDeclaration' : 'BswMBswMode';
      if (value.kind !== expected) {
        rows.push(
          ctx.report(
            condition,
            VALUE_KIND,
            { ...params, source, value: value.kind, expected },
            'BswMConditionMode',
          ),
        );
        continue;
      }
      const modes = SOURCE_MODES[source];
      if (modes && !modes.includes(value.text))
        rows.push(
          ctx.report(
            condition,
            UNKNOWN_MODE,
            { ...params, source, mode: value.text, modes: modes.join(', ') },
            'BswMConditionMode',
          ),
        );
      if (source === 'BswMGenericRequest') {
        const max = ctx.integer(read.source, 'BswMRequestedModeMax');
        const mode = /^\d+$/.test(value.text) ? BigInt(value.text) : undefined;
        if (max !== undefined && (mode === undefined || mode >= max))
          rows.push(
            ctx.report(
              condition,
              GENERIC_MODE,
              { ...params, mode: value.text, max: (max - 1n).toString() },
              'BswMConditionMode',
            ),
          );
      }
    }
    return rows;
  },
};
