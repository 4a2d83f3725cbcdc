/**
 * The start-up proposal of BswM: for a project whose Com, ComM and CanSM are configured, the standard rules an
 * ECU starts and sleeps by, as ordinary BswM containers the user edits afterwards —
 * - start communication on RUN: when EcuM indicates RUN, allow communication on every CAN channel and request
 *   full communication for the ComM users of those channels;
 * - PDU groups on and off: per channel a Tx and an Rx Com I-PDU group holding the channel's I-PDUs, switched on
 *   when ComM indicates full communication on the channel and off otherwise;
 * - go to sleep when no user needs a channel: when every channel indicates no communication, EcuM goes down
 *   (BswMEcuMGoDownHaltPoll, for an EcuM flex user; left out, with a remark, when EcuM has none).
 * What exists already by name is kept, so running it again adds only what is missing. Pure.
 */
import type { ContainerValue, ParamValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import type { LocalizedText, ModuleDef } from '../../../ecuc/types.js';
import { diagnostic, type Diagnostic } from '../../../formats/diagnostic.js';
import { interpolate } from '../../../i18n/index.js';
import { DerivedConfiguration } from '../../com/dbc/derived-configuration.js';
import type { ImportContext, ImportResult, ModuleProposal } from '../../plugin.js';
import { proposalResult } from '../../proposal-result.js';
import { BSWM_PATHS } from '../definition.js';
import { startupChannels } from './can-channels.js';

const COM = { config: '/Com/ComConfig', ipduGroup: '/Com/ComConfig/ComIPduGroup' } as const;
const ECUM_FLEX_USER = '/EcuM/EcuMConfiguration/EcuMFlexConfiguration/EcuMFlexUserConfig';
const NEEDED_MODULES = ['Com', 'ComM', 'CanSM'] as const;

const TEXT = {
  label: {
    zh_cn: '启动向导：标准启动与休眠规则',
    en_us: 'Start-up wizard: the standard start-up and sleep rules',
  },
  description: {
    zh_cn:
      '按已配置的 CAN 通道生成 BswM 标准规则：RUN 时启动通信，通道全通信时打开其 PDU 组、否则关闭，所有通道都无通信时让 EcuM 休眠。生成的是普通 BswM 容器，可随后修改。',
    en_us:
      'Proposes the standard BswM rules for the configured CAN channels: start communication on RUN, switch each channel’s PDU groups on in full communication and off otherwise, let EcuM go to sleep when no channel is needed. They are ordinary BswM containers you edit afterwards.',
  },
  missingModules: {
    zh_cn: '请先配置 {modules}（启动向导需要 Com、ComM 和 CanSM）',
    en_us: 'Configure {modules} first (the start-up wizard needs Com, ComM and CanSM)',
  },
  noChannel: {
    zh_cn: '没有由 CanSM 管理的 CAN 类型 ComM 通道：请先在 CanSM 中为 ComM 通道配置网络',
    en_us: 'No ComM channel of bus type CAN is managed by CanSM: give a ComM channel its CanSM network first',
  },
  noIPdus: {
    zh_cn: '通道 {channel} 上没有 Com I-PDU：未为其建立 PDU 组及开关规则',
    en_us: 'Channel {channel} carries no Com I-PDU: no PDU groups and no switching rule for it',
  },
  noUsers: {
    zh_cn: '通道 {channel} 没有 ComM 用户：RUN 时只允许其通信，不请求全通信',
    en_us:
      'Channel {channel} has no ComM user: on RUN communication is allowed on it, full communication is not requested',
  },
  noEcuMUser: {
    zh_cn: 'EcuM 没有 flex 用户（EcuMFlexUserConfig）：未建立休眠规则；添加用户后再次运行向导',
    en_us:
      'EcuM has no flex user (EcuMFlexUserConfig): the go-to-sleep rule is left out; add a user and run the wizard again',
  },
} satisfies Record<string, LocalizedText>;

/** What the project lacks for the proposal, or undefined. */
function startupUnavailable(snapshot: ProjectSnapshot): LocalizedText | undefined {
  const missing = NEEDED_MODULES.filter((m) => !snapshot.modules.some((e) => e.module === m));
  if (missing.length > 0)
    return {
      zh_cn: interpolate(TEXT.missingModules.zh_cn, { modules: missing.join('、') }),
      en_us: interpolate(TEXT.missingModules.en_us, { modules: missing.join(', ') }),
    };
  return startupChannels(snapshot).length === 0 ? TEXT.noChannel : undefined;
}

/** The kind a new container's choice container takes, with the kind's values. */
interface ChoiceSpec {
  choice: string;
  kind: string;
  values?: Record<string, ParamValue>;
  references?: Record<string, string[]>;
}

/** The proposal's containers, made or found by name under their parents. */
class StartupBuilder {
  readonly derived: DerivedConfiguration;
  readonly remarks: Diagnostic[] = [];

  constructor(
    readonly context: ImportContext,
    readonly file: string,
  ) {
    this.derived = new DerivedConfiguration(context.snapshot, context.definitions, context.newId);
  }

  say(key: 'noIPdus' | 'noUsers' | 'noEcuMUser', params: Record<string, string> = {}): void {
    this.remarks.push(
      diagnostic(
        'info',
        `BSWM_STARTUP_${key.toUpperCase()}`,
        interpolate(TEXT[key][this.context.language], params),
        this.file,
        1,
        1,
      ),
    );
  }

  /** The child of `parent` of that definition and name, made (with `values` and `references`) when missing. */
  ensure(
    module: string,
    definitionPath: string,
    parent: ContainerValue,
    name: string,
    values: Record<string, ParamValue> = {},
    references: Record<string, string[]> = {},
    choose?: ChoiceSpec,
  ): ContainerValue {
    const existing = this.derived
      .allContainers()
      .find((c) => c.parentId === parent.id && c.definitionPath === definitionPath && c.shortName === name);
    if (existing) return existing;
    const made = this.derived.add(module, definitionPath, parent, name, values, references);
    if (choose) this.choose(module, made, choose.choice, choose.kind, choose.values, choose.references);
    return made;
  }

  /** Sets a choice container of a container just made to one kind, with its values. */
  choose(
    module: string,
    container: ContainerValue,
    choicePath: string,
    kindName: string,
    values: Record<string, ParamValue> = {},
    references: Record<string, string[]> = {},
  ): ContainerValue {
    const choice =
      this.derived.childOf(container, choicePath) ??
      this.derived.add(module, choicePath, container, choicePath.slice(choicePath.lastIndexOf('/') + 1));
    const kindPath = `${choicePath}/${kindName}`;
    for (const other of this.derived.allContainers().filter((c) => c.parentId === choice.id))
      if (other.definitionPath !== kindPath) this.derived.remove(other);
    const kind = this.derived.childOf(choice, kindPath);
    return kind
      ? this.derived.change(kind, values, references)
      : this.derived.add(module, kindPath, choice, kindName, values, references);
  }

  first(module: string, definitionPath: string): ContainerValue | undefined {
    return this.derived.first(module, definitionPath);
  }
}

function proposeStartup(context: ImportContext): ImportResult {
  const file = TEXT.label[context.language];
  const builder = new StartupBuilder(context, file);
  const { derived } = builder;
  const channels = startupChannels(context.snapshot);
  derived.enable('BswM');
  const arbitration = builder.first('BswM', BSWM_PATHS.arbitration);
  const modeControl = builder.first('BswM', BSWM_PATHS.modeControl);
  const comConfig = builder.first('Com', COM.config);
  if (!arbitration || !modeControl || !comConfig || channels.length === 0)
    return proposalResult(context.snapshot, builder.derived, builder.remarks);

  const B = (
    path: string,
    parent: ContainerValue,
    name: string,
    values: Record<string, ParamValue> = {},
    references: Record<string, string[]> = {},
    choose?: ChoiceSpec,
  ) => builder.ensure('BswM', path, parent, name, values, references, choose);

  /** A mode request port of a BSW source, a condition on it and an expression of that condition alone. */
  const port = (name: string, source: string, references: Record<string, string[]> = {}) =>
    B(
      BSWM_PATHS.modeRequestPort,
      arbitration,
      name,
      {},
      {},
      {
        choice: BSWM_PATHS.modeRequestSource,
        kind: source,
        references,
      },
    );
  const condition = (name: string, of: ContainerValue, mode: string) =>
    B(
      BSWM_PATHS.modeCondition,
      arbitration,
      name,
      { BswMConditionType: 'BSWM_EQUALS' },
      { BswMConditionMode: [of.id] },
      {
        choice: BSWM_PATHS.conditionValue,
        kind: 'BswMBswMode',
        values: { BswMBswRequestedMode: mode },
      },
    );
  const expression = (name: string, operands: readonly ContainerValue[], operator?: string) =>
    B(
      BSWM_PATHS.logicalExpression,
      arbitration,
      name,
      operator && operands.length > 1 ? { BswMLogicalOperator: operator } : {},
      { BswMArgumentRef: operands.map((o) => o.id) },
    );
  const action = (
    name: string,
    kind: string,
    values: Record<string, ParamValue>,
    references: Record<string, string[]>,
  ) =>
    B(
      BSWM_PATHS.action,
      modeControl,
      name,
      {},
      {},
      {
        choice: BSWM_PATHS.availableActions,
        kind,
        values,
        references,
      },
    );
  const actionList = (name: string, targets: readonly ContainerValue[]) => {
    const existing = derived
      .allContainers()
      .find(
        (c) =>
          c.parentId === modeControl.id && c.definitionPath === BSWM_PATHS.actionList && c.shortName === name,
      );
    if (existing) return existing;
    const list = derived.add('BswM', BSWM_PATHS.actionList, modeControl, name, {
      BswMActionListExecution: 'BSWM_TRIGGER',
    });
    const made = derived.allContainers().filter((c) => c.parentId === list.id);
    targets.forEach((target, index) => {
      const values = { BswMActionListItemIndex: String(index), BswMAbortOnFail: false };
      const references = { BswMActionListItemRef: [target.id] };
      const item = made[index];
      if (item && index === 0) derived.change(item, values, references);
      else derived.add('BswM', BSWM_PATHS.actionListItem, list, `${name}_Item${index}`, values, references);
    });
    return list;
  };
  const rule = (name: string, of: ContainerValue, whenTrue: ContainerValue, whenFalse?: ContainerValue) =>
    B(
      BSWM_PATHS.rule,
      arbitration,
      name,
      { BswMRuleInitState: 'BSWM_FALSE' },
      {
        BswMRuleExpressionRef: [of.id],
        BswMRuleTrueActionList: [whenTrue.id],
        ...(whenFalse ? { BswMRuleFalseActionList: [whenFalse.id] } : {}),
      },
    );

  // Per channel: its ComM indication, full / no communication, and its PDU groups switched with it.
  const noCommunication: ContainerValue[] = [];
  let groupId = derived.maxOf(COM.ipduGroup, 'ComIPduGroupHandleId');
  for (const channel of channels) {
    const name = channel.comM.shortName;
    const indication = port(`BswM_MRP_ComM_${name}`, 'BswMComMIndication', {
      BswMComMChannelRef: [channel.comM.id],
    });
    const full = condition(`BswM_COND_${name}_Full`, indication, 'COMM_FULL_COMMUNICATION');
    noCommunication.push(condition(`BswM_COND_${name}_NoCom`, indication, 'COMM_NO_COMMUNICATION'));
    if (channel.ipdus.length === 0) {
      builder.say('noIPdus', { channel: name });
      continue;
    }
    const groups = (['Tx', 'Rx'] as const).map((direction) => {
      const ipdus = channel.ipdus.filter(
        (ipdu) => (ipdu.values['ComIPduDirection'] === 'SEND') === (direction === 'Tx'),
      );
      if (ipdus.length === 0) return undefined;
      const groupName = `${name}_${direction}`;
      const existing = derived
        .allContainers()
        .find((c) => c.definitionPath === COM.ipduGroup && c.shortName === groupName);
      const group =
        existing ??
        derived.add('Com', COM.ipduGroup, comConfig, groupName, {
          ComIPduGroupHandleId: String((groupId += 1)),
        });
      for (const ipdu of ipdus) {
        const current = derived.allContainers().find((c) => c.id === ipdu.id) ?? ipdu;
        const refs = current.references['ComIPduGroupRef'] ?? [];
        if (!refs.includes(group.id)) derived.change(current, {}, { ComIPduGroupRef: [...refs, group.id] });
      }
      return group;
    });
    const ids = groups.filter((g): g is ContainerValue => g !== undefined).map((g) => g.id);
    const on = action(
      `BswM_AC_${name}_PduGroupsOn`,
      'BswMPduGroupSwitch',
      { BswMPduGroupSwitchReinit: true },
      {
        BswMEnabledPduGroupRef: ids,
        BswMDisabledPduGroupRef: [],
      },
    );
    const off = action(
      `BswM_AC_${name}_PduGroupsOff`,
      'BswMPduGroupSwitch',
      { BswMPduGroupSwitchReinit: false },
      {
        BswMEnabledPduGroupRef: [],
        BswMDisabledPduGroupRef: ids,
      },
    );
    rule(
      `BswM_Rule_${name}_PduGroups`,
      expression(`BswM_LE_${name}_Full`, [full]),
      actionList(`BswM_AL_${name}_PduGroupsOn`, [on]),
      actionList(`BswM_AL_${name}_PduGroupsOff`, [off]),
    );
  }

  // Start communication on RUN: allow it on every channel, request full communication for their users.
  const ecuM = port('BswM_MRP_EcuM_State', 'BswMEcuMIndication');
  const run = condition('BswM_COND_EcuM_Run', ecuM, 'ECUM_STATE_RUN');
  const starting: ContainerValue[] = [];
  const users = new Map<string, ContainerValue>();
  for (const channel of channels) {
    starting.push(
      action(
        `BswM_AC_${channel.comM.shortName}_AllowCom`,
        'BswMComMAllowCom',
        { BswMComAllowed: true },
        {
          BswMComMAllowChannelRef: [channel.comM.id],
        },
      ),
    );
    if (channel.users.length === 0) builder.say('noUsers', { channel: channel.comM.shortName });
    for (const user of channel.users) users.set(user.id, user);
  }
  for (const user of users.values())
    starting.push(
      action(
        `BswM_AC_${user.shortName}_FullCom`,
        'BswMComMModeSwitch',
        {
          BswMComMRequestedMode: 'BSWM_COMM_FULL_COMMUNICATION',
        },
        { BswMComMUserRef: [user.id] },
      ),
    );
  rule(
    'BswM_Rule_StartCommunication',
    expression('BswM_LE_EcuM_Run', [run]),
    actionList('BswM_AL_StartCommunication', starting),
  );

  // Go to sleep when no channel is needed.
  const ecuMUser = builder.first('EcuM', ECUM_FLEX_USER);
  if (!ecuMUser) builder.say('noEcuMUser');
  else
    rule(
      'BswM_Rule_GoToSleep',
      expression('BswM_LE_NoCommunication', noCommunication, 'BSWM_AND'),
      actionList('BswM_AL_GoToSleep', [
        action('BswM_AC_GoDown', 'BswMEcuMGoDownHaltPoll', {}, { BswMEcuMUserIdRef: [ecuMUser.id] }),
      ]),
    );
  return proposalResult(context.snapshot, builder.derived, builder.remarks);
}

/** The start-up wizard of BswM (with EcuM): the standard rules for the configured CAN channels. */
export const BSWM_STARTUP_PROPOSAL: ModuleProposal = {
  id: 'startup',
  label: TEXT.label,
  description: TEXT.description,
  unavailable: (snapshot: ProjectSnapshot, _definitions: readonly ModuleDef[]) =>
    startupUnavailable(snapshot),
  propose: proposeStartup,
};
