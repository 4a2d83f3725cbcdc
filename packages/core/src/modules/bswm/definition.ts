/**
 * BswM (Basic Software Mode Manager) parameter definition, after AUTOSAR R4.4 SWS_BSWModeManager chapter 10:
 * mode arbitration (request ports, conditions, logical expressions, rules) and mode control (actions and
 * action lists). Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  choiceContainer,
  choiceReference,
  container,
  enumerationParam,
  floatParam,
  foreignReference,
  instanceReference,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ContainerDef, ModuleDef, ParamDef, ReferenceDef } from '../../ecuc/types.js';

/** Definition paths of BswM containers that rules, the rule table and tests name. */
export const BSWM_PATHS = {
  config: '/BswM/BswMConfig',
  arbitration: '/BswM/BswMConfig/BswMArbitration',
  modeRequestPort: '/BswM/BswMConfig/BswMArbitration/BswMModeRequestPort',
  modeRequestSource: '/BswM/BswMConfig/BswMArbitration/BswMModeRequestPort/BswMModeRequestSource',
  eventRequestPort: '/BswM/BswMConfig/BswMArbitration/BswMEventRequestPort',
  eventRequestSource: '/BswM/BswMConfig/BswMArbitration/BswMEventRequestPort/BswMEventRequestSource',
  modeCondition: '/BswM/BswMConfig/BswMArbitration/BswMModeCondition',
  conditionValue: '/BswM/BswMConfig/BswMArbitration/BswMModeCondition/BswMConditionValue',
  logicalExpression: '/BswM/BswMConfig/BswMArbitration/BswMLogicalExpression',
  rule: '/BswM/BswMConfig/BswMArbitration/BswMRule',
  modeControl: '/BswM/BswMConfig/BswMModeControl',
  action: '/BswM/BswMConfig/BswMModeControl/BswMAction',
  availableActions: '/BswM/BswMConfig/BswMModeControl/BswMAction/BswMAvailableActions',
  actionList: '/BswM/BswMConfig/BswMModeControl/BswMActionList',
  actionListItem: '/BswM/BswMConfig/BswMModeControl/BswMActionList/BswMActionListItem',
  rteModeRequestPort: '/BswM/BswMConfig/BswMModeControl/BswMRteModeRequestPort',
  switchPort: '/BswM/BswMConfig/BswMModeControl/BswMSwitchPort',
  timer: '/BswM/BswMConfig/BswMArbitration/BswMModeRequestPort/BswMModeRequestSource/BswMTimer',
} as const;

const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';
const COMM_USER = '/ComM/ComMConfigSet/ComMUser';
const COMM_PNC = '/ComM/ComMConfigSet/ComMPnc';
const COM_IPDU = '/Com/ComConfig/ComIPdu';
const COM_IPDU_GROUP = '/Com/ComConfig/ComIPduGroup';
const PDUR_ROUTING_PATH_GROUP = '/PduR/PduRRoutingPaths/PduRRoutingPathGroup';
const NVM_BLOCK = '/NvM/NvMBlockDescriptor';
const LINSM_SCHEDULE = '/LinSM/LinSMConfigSet/LinSMChannel/LinSMSchedule';
const ECUC_PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';
const ECUC_CORE = '/EcuC/EcucHardware/EcucCoreDefinition';
const DEM_EVENT = '/Dem/DemConfigSet/DemEventParameter';
const ECUM_COMMON = '/EcuM/EcuMConfiguration/EcuMCommonConfiguration';
const ECUM_FLEX = '/EcuM/EcuMConfiguration/EcuMFlexConfiguration';
const ETHIF_SWITCH_PORT_GROUP = '/EthIf/EthIfConfigSet/EthIfSwitchPortGroup';
const J1939NM_NODE = '/J1939Nm/J1939NmConfigSet/J1939NmNode';
const SD_CLIENT_SERVICE = '/Sd/SdConfig/SdInstance/SdClientService';
const SD_SERVER_SERVICE = '/Sd/SdConfig/SdInstance/SdServerService';

/** The context of an instance reference into the system's software composition. */
const SWC_PORT_CONTEXT = 'ROOT-SW-COMPOSITION-PROTOTYPE SW-COMPONENT-PROTOTYPE PORT-PROTOTYPE';

/** A choice of a choice container: one mode request source, event source or action kind. */
function kind(
  name: string,
  parameters: readonly ParamDef[] = [],
  references: readonly ReferenceDef[] = [],
  subContainers: readonly ContainerDef[] = [],
): ContainerDef {
  return container(name, { lower: 0, parameters, references, subContainers });
}

const channel = (name: string): ReferenceDef => reference(name, COMM_CHANNEL);
const processing = (name: string): ParamDef =>
  enumerationParam(name, ['BSWM_DEFERRED', 'BSWM_IMMEDIATE'], { default: 'BSWM_DEFERRED' }); // product default

/** A mode value given by the text of a compu scale of the mode's data type. */
const compuScaleModeValue = container('BswMCompuScaleModeValue', {
  lower: 0,
  parameters: [stringParam('BswMCompuConstText')],
});

// ---------------------------------------------------------------------------------------------------
// Arbitration: where modes come from.

/** The timer a BswMTimerControl action starts and stops; its expiry is a mode request. */
const bswMTimer = kind('BswMTimer');

const modeRequestSource = choiceContainer('BswMModeRequestSource', [
  // Its mode declaration group lies in the BSW module description, not referenced here.
  kind('BswMBswModeNotification'),
  kind(
    'BswMCanSMIcomIndication',
    [
      enumerationParam('BswMCanSMIcomIndicationSwitchError', [
        'BSWM_ICOM_SWITCH_E_FAILED',
        'BSWM_ICOM_SWITCH_E_OK',
      ]),
    ],
    [channel('BswMCanSMChannelRef')],
  ),
  kind('BswMCanSMIndication', [], [channel('BswMCanSMChannelRef')]),
  kind('BswMComMIndication', [], [channel('BswMComMChannelRef')]),
  kind('BswMComMPncRequest', [], [reference('BswMComMPncRef', COMM_PNC)]),
  kind('BswMDcmComModeRequest', [], [channel('BswMDcmComMChannelRef')]),
  kind('BswMEcuMIndication'),
  kind('BswMEcuMRUNRequestIndication', [
    enumerationParam('BswMEcuMRUNRequestProtocolPort', [
      'BSWM_ECUM_STATE_APP_POST_RUN',
      'BSWM_ECUM_STATE_APP_RUN',
    ]),
  ]),
  kind('BswMEcuMWakeupSource', [], [reference('BswMEcuMWakeupSrcRef', `${ECUM_COMMON}/EcuMWakeupSource`)]),
  kind(
    'BswMEthIfPortGroupLinkStateChg',
    [],
    [reference('BswMEthIfSwitchPortGroupRef', ETHIF_SWITCH_PORT_GROUP)],
  ),
  kind('BswMEthSMIndication', [], [channel('BswMEthSMChannelRef')]),
  kind('BswMFrSMIndication', [], [channel('BswMFrSMChannelRef')]),
  kind('BswMGenericRequest', [
    integerParam('BswMModeRequesterId', { min: '0', max: '65535', initial: { unique: true } }),
    integerParam('BswMRequestedModeMax', { min: '0', max: '65535', initial: '1' }),
  ]),
  kind('BswMJ1939DcmBroadcastStatus', [], [channel('BswMJ1939DcmChannelRef')]),
  kind(
    'BswMJ1939NmIndication',
    [],
    [channel('BswMJ1939NmChannelRef'), reference('BswMJ1939NmNodeRef', J1939NM_NODE)],
  ),
  kind('BswMLinSMIndication', [], [channel('BswMLinSMChannelRef')]),
  kind(
    'BswMLinScheduleIndication',
    [],
    [channel('BswMLinSMChannelRef'), reference('BswMLinScheduleRef', LINSM_SCHEDULE)],
  ),
  kind('BswMLinTpModeRequest', [], [channel('BswMLinTpChannelRef')]),
  kind('BswMNmIfCarWakeUpIndication', [], [channel('BswMNmChannelRef')]),
  kind('BswMNvMJobModeIndication', [
    enumerationParam('BswMNvmService', ['NvmFirstInitAll', 'NvmReadAll', 'NvmValidateAll', 'NvmWriteAll']),
  ]),
  kind('BswMNvMRequest', [], [reference('BswMNvMBlockRef', NVM_BLOCK)]),
  kind('BswMSdClientServiceCurrentState', [], [reference('BswMSdClientMethodsRef', SD_CLIENT_SERVICE)]),
  kind(
    'BswMSdConsumedEventGroupCurrentState',
    [],
    [reference('BswMSdConsumedEventGroupRef', `${SD_CLIENT_SERVICE}/SdConsumedEventGroup`)],
  ),
  kind(
    'BswMSdEventHandlerCurrentState',
    [],
    [reference('BswMSdEventHandlerRef', `${SD_SERVER_SERVICE}/SdEventHandler`)],
  ),
  kind(
    'BswMSwcModeNotification',
    [],
    [
      instanceReference(
        'BswMSwcModeNotificationModeDeclarationGroupPrototypeRef',
        'MODE-DECLARATION-GROUP-PROTOTYPE',
        SWC_PORT_CONTEXT,
      ),
    ],
  ),
  kind(
    'BswMSwcModeRequest',
    [],
    [
      instanceReference(
        'BswMSwcModeRequestVariableDataPrototypeRef',
        'VARIABLE-DATA-PROTOTYPE',
        SWC_PORT_CONTEXT,
      ),
    ],
  ),
  bswMTimer,
]);

const modeRequestPort = container('BswMModeRequestPort', {
  lower: 0,
  upper: 'infinite',
  parameters: [processing('BswMRequestProcessing')],
  subContainers: [
    // The mode the port holds before its first request: a BSW mode, or a compu scale's text.
    choiceContainer(
      'BswMModeInitValue',
      [kind('BswMBswModeInitValue', [stringParam('BswMBswModeInitValueMode')]), compuScaleModeValue],
      { lower: 0 },
    ),
    modeRequestSource,
  ],
});

const eventRequestPort = container('BswMEventRequestPort', {
  lower: 0,
  upper: 'infinite',
  parameters: [processing('BswMEventRequestProcessing')],
  subContainers: [
    choiceContainer('BswMEventRequestSource', [
      kind('BswMComMInitiateReset'),
      kind('BswMDcmApplicationUpdatedIndication'),
      kind('BswMModeSwitchErrorEvent', [], [reference('BswMRteSwitchPortRef', BSWM_PATHS.switchPort)]),
      kind('BswMPartitionRestarted'),
      kind(
        'BswMWdgMRequestPartitionReset',
        [],
        [reference('BswMWdgMRequestPartitionResetRef', ECUC_PARTITION)],
      ),
    ]),
  ],
});

const modeCondition = container('BswMModeCondition', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam(
      'BswMConditionType',
      ['BSWM_EQUALS', 'BSWM_EQUALS_NOT', 'BSWM_EVENT_IS_CLEARED', 'BSWM_EVENT_IS_SET'],
      { default: 'BSWM_EQUALS' }, // product default
    ),
  ],
  references: [
    choiceReference('BswMConditionMode', [BSWM_PATHS.modeRequestPort, BSWM_PATHS.eventRequestPort]),
  ],
  subContainers: [
    choiceContainer(
      'BswMConditionValue',
      [
        kind('BswMBswMode', [stringParam('BswMBswRequestedMode', { lower: 0 })], [], [compuScaleModeValue]),
        kind(
          'BswMModeDeclaration',
          [],
          [
            instanceReference(
              'BswMModeValueRef',
              'MODE-DECLARATION',
              `${SWC_PORT_CONTEXT} MODE-DECLARATION-GROUP-PROTOTYPE`,
              { lower: 0 },
            ),
          ],
        ),
      ],
      { lower: 0 },
    ),
  ],
});

const logicalExpression = container('BswMLogicalExpression', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    // Optional only while the expression has a single argument.
    enumerationParam('BswMLogicalOperator', ['BSWM_AND', 'BSWM_NAND', 'BSWM_NOT', 'BSWM_OR', 'BSWM_XOR'], {
      lower: 0,
    }),
  ],
  references: [
    choiceReference('BswMArgumentRef', [BSWM_PATHS.logicalExpression, BSWM_PATHS.modeCondition], {
      upper: 'infinite',
    }),
  ],
});

const rule = container('BswMRule', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    booleanParam('BswMNestedExecutionOnly', { default: false }),
    enumerationParam('BswMRuleInitState', ['BSWM_FALSE', 'BSWM_TRUE', 'BSWM_UNDEFINED'], {
      default: 'BSWM_UNDEFINED', // product default
    }),
  ],
  references: [
    reference('BswMRuleExpressionRef', BSWM_PATHS.logicalExpression),
    reference('BswMRuleFalseActionList', BSWM_PATHS.actionList, { lower: 0 }),
    reference('BswMRuleTrueActionList', BSWM_PATHS.actionList, { lower: 0 }),
  ],
});

const arbitration = container('BswMArbitration', {
  subContainers: [eventRequestPort, logicalExpression, modeCondition, modeRequestPort, rule],
});

// ---------------------------------------------------------------------------------------------------
// Mode control: what happens when a rule is evaluated.

const pduGroups = (name: string): ReferenceDef =>
  reference(name, COM_IPDU_GROUP, { lower: 0, upper: 'infinite' });

const availableActions = choiceContainer('BswMAvailableActions', [
  kind('BswMClearEventRequest', [], [reference('BswMClearEventRequestPortRef', BSWM_PATHS.eventRequestPort)]),
  kind('BswMComMAllowCom', [booleanParam('BswMComAllowed')], [channel('BswMComMAllowChannelRef')]),
  kind('BswMComMModeLimitation', [booleanParam('BswMComMLimitMode')], [channel('BswMComMLimitChannelRef')]),
  kind(
    'BswMComMModeSwitch',
    [
      enumerationParam('BswMComMRequestedMode', [
        'BSWM_COMM_FULL_COMMUNICATION',
        'BSWM_COMM_NO_COMMUNICATION',
      ]),
    ],
    [reference('BswMComMUserRef', COMM_USER)],
  ),
  kind(
    'BswMCoreHaltMode',
    [stringParam('BswMCoreHaltActivationState')],
    [reference('BswMTargetCoreRef', ECUC_CORE)],
  ),
  kind(
    'BswMDeadlineMonitoringControl',
    [],
    [pduGroups('BswMDisabledDMPduGroupRef'), pduGroups('BswMEnabledDMPduGroupRef')],
  ),
  kind(
    'BswMEcuMDriverInitListBswM',
    [],
    [reference('BswMEcuMDriverInitListBswMRef', `${ECUM_FLEX}/EcuMDriverInitListBswM`)],
  ),
  kind('BswMEcuMGoDownHaltPoll', [], [reference('BswMEcuMUserIdRef', `${ECUM_FLEX}/EcuMFlexUserConfig`)]),
  kind(
    'BswMEcuMSelectShutdownTarget',
    [
      enumerationParam('BswMEcuMShutdownTarget', [
        'BSWM_ECUM_SHUTDOWN_TARGET_OFF',
        'BSWM_ECUM_SHUTDOWN_TARGET_RESET',
        'BSWM_ECUM_SHUTDOWN_TARGET_SLEEP',
      ]),
    ],
    [
      reference('BswMEcuMResetModeRef', `${ECUM_FLEX}/EcuMResetMode`, { lower: 0 }),
      reference('BswMEcuMSleepModeRef', `${ECUM_COMMON}/EcuMSleepMode`, { lower: 0 }),
    ],
  ),
  kind('BswMEcuMStateSwitch', [
    enumerationParam('BswMEcuMState', [
      'BSWM_ECUM_STATE_APP_POST_RUN',
      'BSWM_ECUM_STATE_APP_RUN',
      'BSWM_ECUM_STATE_SHUTDOWN',
      'BSWM_ECUM_STATE_SLEEP',
      'BSWM_ECUM_STATE_STARTUP',
    ]),
  ]),
  kind(
    'BswMEthIfSwitchPortGroupRequestMode',
    [enumerationParam('BswMEthTrcvMode', ['BSWM_ETHTRCV_MODE_ACTIVE', 'BSWM_ETHTRCV_MODE_DOWN'])],
    [reference('BswMEthIfSwitchPortGroupRef', ETHIF_SWITCH_PORT_GROUP)],
  ),
  kind('BswMFrSMAllSlots', [], [channel('BswMFrSMAllSlotsNetworkHandleRef')]),
  kind(
    'BswMJ1939DcmStateSwitch',
    [
      enumerationParam('BswMJ1939DcmRequestedState', [
        'BSWM_J1939DCM_STATE_OFFLINE',
        'BSWM_J1939DCM_STATE_ONLINE',
      ]),
    ],
    [channel('BswMJ1939DcmChannelRef'), reference('BswMJ1939DcmNodeRef', J1939NM_NODE)],
  ),
  kind(
    'BswMJ1939RmStateSwitch',
    [
      enumerationParam('BswMJ1939RmRequestedState', [
        'BSWM_J1939RM_STATE_OFFLINE',
        'BSWM_J1939RM_STATE_ONLINE',
      ]),
    ],
    [channel('BswMJ1939RmChannelRef'), reference('BswMJ1939RmNodeRef', J1939NM_NODE)],
  ),
  // The SWS switches to a LinSM schedule, which names its LinIf schedule table.
  kind('BswMLinScheduleSwitch', [], [reference('BswMLinScheduleRef', LINSM_SCHEDULE)]),
  kind(
    'BswMNMControl',
    [enumerationParam('BswMNMAction', ['BSWM_NM_DISABLE', 'BSWM_NM_ENABLE'])],
    [channel('BswMComMNetworkHandleRef')],
  ),
  kind(
    'BswMPduGroupSwitch',
    [booleanParam('BswMPduGroupSwitchReinit', { default: false })], // product default
    [pduGroups('BswMDisabledPduGroupRef'), pduGroups('BswMEnabledPduGroupRef')],
  ),
  kind(
    'BswMPduRouterControl',
    [
      enumerationParam('BswMPduRouterAction', ['BSWM_PDUR_DISABLE', 'BSWM_PDUR_ENABLE']),
      booleanParam('BswMPduRouterDisableInitBuffer', { lower: 0, default: false }), // product default
    ],
    [reference('BswMPduRoutingPathGroupRef', PDUR_ROUTING_PATH_GROUP, { upper: 'infinite' })],
  ),
  kind('BswMRteModeRequest', [], [reference('BswMRteModeRequestPortRef', BSWM_PATHS.rteModeRequestPort)]),
  kind('BswMRteSwitch', [], [reference('BswMRteSwitchPortRef', BSWM_PATHS.switchPort)]),
  // The SchM mode switch port lies in the BSW module description, not referenced here.
  kind('BswMSchMSwitch'),
  kind(
    'BswMSdClientServiceModeRequest',
    [
      enumerationParam('BswMSdClientServiceState', [
        'BSWM_SD_CLIENT_SERVICE_RELEASED',
        'BSWM_SD_CLIENT_SERVICE_REQUESTED',
      ]),
    ],
    [reference('BswMSdClientMethodsRef', SD_CLIENT_SERVICE)],
  ),
  kind(
    'BswMSdConsumedEventGroupModeRequest',
    [
      enumerationParam('BswMSdConsumedEventGroupState', [
        'BSWM_SD_CONSUMED_EVENTGROUP_RELEASED',
        'BSWM_SD_CONSUMED_EVENTGROUP_REQUESTED',
      ]),
    ],
    [reference('BswMSdConsumedEventGroupRef', `${SD_CLIENT_SERVICE}/SdConsumedEventGroup`)],
  ),
  kind(
    'BswMSdServerServiceModeRequest',
    [
      enumerationParam('BswMSdServerServiceState', [
        'BSWM_SD_SERVER_SERVICE_AVAILABLE',
        'BSWM_SD_SERVER_SERVICE_DOWN',
      ]),
    ],
    [reference('BswMSdServerMethodsRef', SD_SERVER_SERVICE)],
  ),
  kind(
    'BswMSwitchIPduMode',
    [booleanParam('BswMSwitchIPduModeValue')],
    [reference('BswMSwitchIPduModeRef', COM_IPDU)],
  ),
  kind(
    'BswMTimerControl',
    [
      enumerationParam('BswMTimerAction', ['BSWM_TIMER_START', 'BSWM_TIMER_STOP']),
      floatParam('BswMTimerValue', { lower: 0, min: '0', max: 'INF' }),
    ],
    [reference('BswMTimerRef', BSWM_PATHS.timer)],
  ),
  kind('BswMTriggerIPduSend', [], [reference('BswMTriggeredIPduRef', COM_IPDU, { upper: 'infinite' })]),
  kind('BswMUserCallout', [stringParam('BswMUserCalloutFunction')]), // a call, possibly with arguments,
]);

const action = container('BswMAction', {
  lower: 0,
  upper: 'infinite',
  subContainers: [availableActions],
});

const actionListItem = container('BswMActionListItem', {
  upper: 'infinite',
  parameters: [
    booleanParam('BswMAbortOnFail', { default: false }), // product default
    integerParam('BswMActionListItemIndex', { min: '0', max: '65535', initial: { unique: true } }),
    integerParam('BswMReportFailRuntimeErrorId', { lower: 0, min: '0', max: '255' }),
  ],
  references: [
    choiceReference('BswMActionListItemRef', [BSWM_PATHS.action, BSWM_PATHS.actionList, BSWM_PATHS.rule]),
    reference('BswMReportFailToDemRef', DEM_EVENT, { lower: 0 }),
  ],
});

const actionList = container('BswMActionList', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('BswMActionListExecution', ['BSWM_CONDITION', 'BSWM_TRIGGER'], {
      default: 'BSWM_CONDITION', // product default
    }),
  ],
  subContainers: [actionListItem],
});

const modeControl = container('BswMModeControl', {
  subContainers: [
    action,
    actionList,
    // Their port prototypes and interfaces lie in the BSW module description, not referenced here.
    container('BswMRteModeRequestPort', { lower: 0, upper: 'infinite' }),
    container('BswMSwitchPort', { lower: 0, upper: 'infinite' }),
  ],
});

const config = container('BswMConfig', {
  // product: 1..1 (SWS 1..*): one BswM configuration per project.
  references: [reference('BswMPartitionRef', ECUC_PARTITION, { lower: 0 })],
  subContainers: [
    arbitration,
    container('BswMDataTypeMappingSets', {
      lower: 0,
      references: [
        foreignReference('BswMDataTypeMappingSetRef', 'DATA-TYPE-MAPPING-SET', {
          lower: 0,
          upper: 'infinite',
        }),
      ],
    }),
    modeControl,
  ],
});

/** A switch enabling the BswM's interface to one other module; off unless the project uses it. */
const enabled = (name: string): ParamDef => booleanParam(name, { default: false }); // product default

const general = container('BswMGeneral', {
  parameters: [
    enabled('BswMCanSMEnabled'),
    enabled('BswMCanSMIcomEnabled'),
    enabled('BswMComMEnabled'),
    enabled('BswMDcmEnabled'),
    booleanParam('BswMDevErrorDetect', { default: false }),
    enabled('BswMEcuMEnabled'),
    enabled('BswMEthSMEnabled'),
    enabled('BswMFrSMEnabled'),
    enabled('BswMGenericRequestEnabled'),
    enabled('BswMJ1939DcmEnabled'),
    enabled('BswMJ1939NmEnabled'),
    enabled('BswMLinSMEnabled'),
    enabled('BswMLinTPEnabled'),
    floatParam('BswMMainFunctionPeriod', {
      min: '0',
      max: 'INF',
      minOpen: true,
      default: '0.01', // product default
    }),
    enabled('BswMNvMEnabled'),
    enabled('BswMSchMEnabled'),
    enabled('BswMSdEnabled'),
    booleanParam('BswMVersionInfoApi', { default: false }), // product default
    enabled('BswMWdgMEnabled'),
  ],
  subContainers: [
    container('BswMUserIncludeFiles', {
      lower: 0,
      parameters: [stringParam('BswMUserIncludeFile', { lower: 0, upper: 'infinite' })],
    }),
  ],
});

export const bswMDefinition: ModuleDef = {
  name: 'BswM',
  moduleId: 11,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [config, general],
};
