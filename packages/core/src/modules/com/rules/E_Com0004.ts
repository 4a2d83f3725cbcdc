import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, RuleContext, VerifyRow } from '../../../verify/types.js';
import { COM_PATHS } from '../layout.js';

const MESSAGE = {
  zh_cn: '{param} {value} 已被 {other} 使用',
  en_us: '{param} {value} is already used by {other}',
};

const IPDU_GROUP = '/Com/ComConfig/ComIPduGroup';

/** One id space: the containers whose `param` values must differ. */
interface IdSpace {
  param: string;
  members: readonly ContainerValue[];
}

/** The id spaces of a Com configuration, each a list of containers in tree order. */
function idSpaces(ctx: RuleContext): IdSpace[] {
  const received: ContainerValue[] = [];
  const sent: ContainerValue[] = [];
  for (const ipdu of ctx.containersOf(COM_PATHS.ipdu)) {
    (ctx.text(ipdu, 'ComIPduDirection') === 'RECEIVE' ? received : sent).push(ipdu);
  }
  return [
    {
      param: 'ComHandleId',
      members: [...ctx.containersOf(COM_PATHS.signal), ...ctx.containersOf(COM_PATHS.groupSignal)],
    },
    { param: 'ComHandleId', members: ctx.containersOf(COM_PATHS.signalGroup) },
    { param: 'ComIPduHandleId', members: received },
    { param: 'ComIPduHandleId', members: sent },
    { param: 'ComIPduGroupHandleId', members: ctx.containersOf(IPDU_GROUP) },
  ];
}

/**
 * Handle ids are unique within their id space (SWS COM chapter 8 and 10): ComHandleId of signals and
 * group signals (Com_SignalIdType: Com_SendSignal and Com_ReceiveSignal take either), ComHandleId of
 * signal groups (Com_SignalGroupIdType, a space of its own), ComIPduHandleId per direction (the PduIdType
 * of Com_RxIndication for received I-PDUs, of Com_TxConfirmation and Com_TriggerTransmit for sent
 * ones) and ComIPduGroupHandleId (Com_IpduGroupIdType). Reported on the later container, naming the
 * first.
 */
export const E_Com0004: ModuleRule = {
  code: 'E_Com0004',
  severity: 'error',
  description: {
    zh_cn: 'Com 的句柄 ID 在各自的 ID 空间内不能重复',
    en_us: 'Com handle ids are unique within their id space',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const { param, members } of idSpaces(ctx)) {
      const owners = new Map<bigint, ContainerValue>();
      for (const member of members) {
        const id = ctx.integer(member, param);
        if (id === undefined) continue;
        const other = owners.get(id);
        if (other)
          rows.push(
            ctx.report(member, MESSAGE, { param, value: String(id), other: ctx.pathOf(other) }, param),
          );
        else owners.set(id, member);
      }
    }
    return rows;
  },
};
