/**
 * CanIf (CAN Interface) parameter definition, after AUTOSAR R4.4 SWS_CANInterface chapter 10.
 * Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  container,
  enumerationParam,
  functionNameParam,
  integerParam,
  reference,
  stringParam,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const PDU = '/EcuC/EcucPduCollection/Pdu';
const CAN_GENERAL = '/Can/CanGeneral';
const CAN_CONFIG_SET = '/Can/CanConfigSet';
const CAN_CONTROLLER = '/Can/CanConfigSet/CanController';
const CAN_HARDWARE_OBJECT = '/Can/CanConfigSet/CanHardwareObject';
const CAN_TRCV_CHANNEL = '/CanTrcv/CanTrcvConfigSet/CanTrcvChannel';
const CTRL_CFG = '/CanIf/CanIfCtrlDrvCfg/CanIfCtrlCfg';
const INIT_HOH_CFG = '/CanIf/CanIfInitCfg/CanIfInitHohCfg';
const HRH_CFG = '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg';
const HTH_CFG = '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHthCfg';
const BUFFER_CFG = '/CanIf/CanIfInitCfg/CanIfBufferCfg';
const CAN_TT_TRIGGER = '/Can/CanConfigSet/CanHardwareObject/CanTTHardwareObjectTrigger';
const DEM_EVENT = '/Dem/DemConfigSet/DemEventParameter';

/** Largest 29-bit (extended) CAN identifier. */
export const CANIF_MAX_CAN_ID = '536870911';
const U32_MAX = '4294967295';
const U64_MAX = '18446744073709551615';

/** Upper layers a received PDU may be indicated to. */
export const CANIF_RX_USER_TYPES = [
  'CAN_NM',
  'CAN_TP',
  'CAN_TSYN',
  'CDD',
  'J1939NM',
  'J1939TP',
  'PDUR',
  'XCP',
] as const;
/** Upper layers a transmitted PDU may be confirmed to. */
export const CANIF_TX_USER_TYPES = CANIF_RX_USER_TYPES;

const canIfCtrlCfg = container('CanIfCtrlCfg', {
  lower: 1,
  upper: 'infinite',
  parameters: [
    integerParam('CanIfCtrlId', { min: '0', max: '255', symbolicNameValue: true, initial: { unique: true } }),
    enumerationParam(
      'CanIfCtrlJ1939DynAddrSupport',
      ['CANIF_J1939_DYN_ADDR_DISABLED', 'CANIF_J1939_DYN_ADDR_ENABLED'],
      { default: 'CANIF_J1939_DYN_ADDR_DISABLED' }, // product default
    ),
    booleanParam('CanIfCtrlWakeupSupport', { default: false }), // product default
  ],
  references: [reference('CanIfCtrlCanCtrlRef', CAN_CONTROLLER)],
});

/**
 * One per CAN driver. Product: 0..* (SWS 1..*): a driver's entry is added once the CAN driver and its HOH
 * configuration exist, so that a freshly enabled CanIf holds no reference it cannot fill yet.
 */
const canIfCtrlDrvCfg = container('CanIfCtrlDrvCfg', {
  lower: 0,
  upper: 'infinite',
  references: [
    reference('CanIfCtrlDrvInitHohConfigRef', INIT_HOH_CFG),
    reference('CanIfCtrlDrvNameRef', CAN_GENERAL),
  ],
  subContainers: [canIfCtrlCfg],
});

/** A callback name with the upper layer it belongs to (CanIfDispatchCfg). */
function dispatch(name: string, users: readonly string[]) {
  return [
    functionNameParam(`CanIfDispatchUser${name}Name`, { lower: 0 }),
    enumerationParam(`CanIfDispatchUser${name}UL`, users, { lower: 0 }),
  ];
}

const canIfDispatchCfg = container('CanIfDispatchCfg', {
  parameters: [
    ...dispatch('CheckTrcvWakeFlagIndication', ['CAN_SM', 'CDD']),
    ...dispatch('ClearTrcvWufFlagIndication', ['CAN_SM', 'CDD']),
    ...dispatch('ConfirmPnAvailability', ['CAN_NM', 'CDD']),
    ...dispatch('CtrlBusOff', ['CAN_SM', 'CDD']),
    ...dispatch('CtrlModeIndication', ['CAN_SM', 'CDD']),
    ...dispatch('TrcvModeIndication', ['CAN_SM', 'CDD']),
    ...dispatch('ValidateWakeupEvent', ['CDD', 'ECUM']),
  ],
});

const canIfBufferCfg = container('CanIfBufferCfg', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('CanIfBufferSize', { min: '0', max: '255', default: '0' })],
  references: [reference('CanIfBufferHthRef', HTH_CFG, { upper: 'infinite' })],
});

const canIfHrhRangeCfg = container('CanIfHrhRangeCfg', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CanIfHrhRangeBaseId', { lower: 0, min: '0', max: CANIF_MAX_CAN_ID }),
    integerParam('CanIfHrhRangeMask', { lower: 0, min: '0', max: CANIF_MAX_CAN_ID }),
    integerParam('CanIfHrhRangeRxLowerCanId', { lower: 0, min: '0', max: CANIF_MAX_CAN_ID }),
    enumerationParam('CanIfHrhRangeRxPduRangeCanIdType', ['EXTENDED', 'STANDARD'], {
      default: 'STANDARD', // product default
    }),
    integerParam('CanIfHrhRangeRxUpperCanId', { lower: 0, min: '0', max: CANIF_MAX_CAN_ID }),
  ],
});

const canIfHrhCfg = container('CanIfHrhCfg', {
  lower: 0,
  upper: 'infinite',
  parameters: [booleanParam('CanIfHrhSoftwareFilter', { default: true })],
  references: [
    reference('CanIfHrhCanCtrlIdRef', CTRL_CFG),
    reference('CanIfHrhIdSymRef', CAN_HARDWARE_OBJECT),
  ],
  subContainers: [canIfHrhRangeCfg],
});

const canIfHthCfg = container('CanIfHthCfg', {
  lower: 0,
  upper: 'infinite',
  references: [
    reference('CanIfHthCanCtrlIdRef', CTRL_CFG),
    reference('CanIfHthIdSymRef', CAN_HARDWARE_OBJECT),
  ],
});

const canIfInitHohCfg = container('CanIfInitHohCfg', {
  lower: 0,
  upper: 'infinite',
  references: [reference('CanIfInitRefCfgSet', CAN_CONFIG_SET, { lower: 0 })],
  subContainers: [canIfHrhCfg, canIfHthCfg],
});

/** A time-triggered (TTCAN) slot of a PDU: the job list time mark and the Can trigger it is sent or read in. */
function ttFrameTriggering(direction: 'Rx' | 'Tx', upper: 1 | 'infinite') {
  return container(`CanIfTT${direction}FrameTriggering`, {
    lower: 0,
    upper,
    parameters: [
      integerParam(`CanIfTT${direction}JoblistTimeMark`, { min: '0', max: '65535', initial: '0' }),
    ],
    references: [reference(`CanIfTT${direction}HwObjectTriggerIdRef`, CAN_TT_TRIGGER)],
  });
}

const CAN_ID_TYPES_RX = [
  'EXTENDED_CAN',
  'EXTENDED_FD_CAN',
  'EXTENDED_NO_FD_CAN',
  'STANDARD_CAN',
  'STANDARD_FD_CAN',
  'STANDARD_NO_FD_CAN',
] as const;
const CAN_ID_TYPES_TX = ['EXTENDED_CAN', 'EXTENDED_FD_CAN', 'STANDARD_CAN', 'STANDARD_FD_CAN'] as const;

const canIfRxPduCfg = container('CanIfRxPduCfg', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CanIfRxPduCanId', { lower: 0, min: '0', max: CANIF_MAX_CAN_ID }),
    integerParam('CanIfRxPduCanIdMask', {
      lower: 0,
      min: '0',
      max: CANIF_MAX_CAN_ID,
      default: CANIF_MAX_CAN_ID,
    }),
    enumerationParam('CanIfRxPduCanIdType', CAN_ID_TYPES_RX, { default: 'STANDARD_CAN' }), // product default
    integerParam('CanIfRxPduDataLength', { lower: 0, min: '0', max: '64' }),
    booleanParam('CanIfRxPduDataLengthCheck', { lower: 0 }),
    integerParam('CanIfRxPduId', {
      min: '0',
      max: U32_MAX,
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('CanIfRxPduReadData', { default: false }),
    booleanParam('CanIfRxPduReadNotifyStatus', { default: false }),
    functionNameParam('CanIfRxPduUserRxIndicationName', { lower: 0 }),
    enumerationParam('CanIfRxPduUserRxIndicationUL', CANIF_RX_USER_TYPES, { lower: 0 }),
  ],
  references: [reference('CanIfRxPduHrhIdRef', HRH_CFG), reference('CanIfRxPduRef', PDU)],
  subContainers: [
    container('CanIfRxPduCanIdRange', {
      lower: 0,
      parameters: [
        integerParam('CanIfRxPduCanIdRangeLowerCanId', { min: '0', max: CANIF_MAX_CAN_ID, initial: '0' }),
        integerParam('CanIfRxPduCanIdRangeUpperCanId', { min: '0', max: CANIF_MAX_CAN_ID, initial: '0' }),
      ],
    }),
    ttFrameTriggering('Rx', 1),
  ],
});

const canIfTxPduCfg = container('CanIfTxPduCfg', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CanIfTxPduCanId', { lower: 0, min: '0', max: CANIF_MAX_CAN_ID }),
    integerParam('CanIfTxPduCanIdMask', {
      lower: 0,
      min: '0',
      max: CANIF_MAX_CAN_ID,
      default: CANIF_MAX_CAN_ID,
    }),
    enumerationParam('CanIfTxPduCanIdType', CAN_ID_TYPES_TX, { default: 'STANDARD_CAN' }), // product default
    integerParam('CanIfTxPduId', {
      min: '0',
      max: U32_MAX,
      symbolicNameValue: true,
      initial: { unique: true },
    }),
    booleanParam('CanIfTxPduPnFilterPdu', { lower: 0, default: false }),
    booleanParam('CanIfTxPduReadNotifyStatus', { default: false }),
    booleanParam('CanIfTxPduTriggerTransmit', { default: false }),
    booleanParam('CanIfTxPduTruncation', { default: true }),
    enumerationParam('CanIfTxPduType', ['DYNAMIC', 'STATIC'], { default: 'STATIC' }), // product default
    functionNameParam('CanIfTxPduUserTriggerTransmitName', { lower: 0 }),
    functionNameParam('CanIfTxPduUserTxConfirmationName', { lower: 0 }),
    enumerationParam('CanIfTxPduUserTxConfirmationUL', CANIF_TX_USER_TYPES, { lower: 0 }),
  ],
  references: [reference('CanIfTxPduBufferRef', BUFFER_CFG), reference('CanIfTxPduRef', PDU)],
  subContainers: [ttFrameTriggering('Tx', 'infinite')],
});

const canIfInitCfg = container('CanIfInitCfg', {
  parameters: [
    stringParam('CanIfInitCfgSet', { default: 'CanIfInitCfgSet' }), // product default
    integerParam('CanIfMaxBufferSize', { min: '0', max: U64_MAX, default: '0' }), // product default
    integerParam('CanIfMaxRxPduCfg', { min: '0', max: U64_MAX, default: '0' }), // product default
    integerParam('CanIfMaxTxPduCfg', { min: '0', max: U64_MAX, default: '0' }), // product default
  ],
  subContainers: [canIfBufferCfg, canIfInitHohCfg, canIfRxPduCfg, canIfTxPduCfg],
});

const canIfPrivateCfg = container('CanIfPrivateCfg', {
  parameters: [
    booleanParam('CanIfFixedBuffer', { default: false }),
    booleanParam('CanIfPrivateDataLengthCheck', { default: false }),
    enumerationParam('CanIfPrivateSoftwareFilterType', ['BINARY', 'INDEX', 'LINEAR', 'TABLE'], {
      default: 'LINEAR', // product default
    }),
    booleanParam('CanIfSupportTTCAN', { default: false }),
  ],
  subContainers: [
    container('CanIfTTGeneral', {
      lower: 0,
      parameters: [
        booleanParam('CanIfTTJoblist', { default: false }), // product default
        integerParam('CanIfTTMaxIsrDelay', { min: '0', max: '65535', initial: '0' }),
      ],
      subContainers: [
        container('CanIfTTDemEventParameterRefs', {
          lower: 0,
          references: [reference('CANIF_TT_E_JLE_SYNC', DEM_EVENT, { lower: 0 })],
        }),
      ],
    }),
  ],
});

/** The general settings: the spec's thirteen CanIf flags (all false) among the SWS public parameters. */
const canIfPublicCfg = container('CanIfPublicCfg', {
  parameters: [
    booleanParam('CanIfBusMirroringSupport', { default: false }),
    booleanParam('CanIfDevErrorDetect', { default: false }),
    booleanParam('CanIfMetaDataSupport', { default: false }),
    stringParam('CanIfPublicCddHeaderFile', { lower: 0, upper: 'infinite', maxLength: 32 }),
    enumerationParam('CanIfPublicHandleTypeEnum', ['UINT16', 'UINT8'], { default: 'UINT16' }), // product default
    booleanParam('CanIfPublicIcomSupport', { default: false }),
    booleanParam('CanIfPublicMultipleDrvSupport', { default: true }),
    booleanParam('CanIfPublicPnSupport', { default: false }),
    booleanParam('CanIfPublicReadRxPduDataApi', { default: false }),
    booleanParam('CanIfPublicReadRxPduNotifyStatusApi', { default: false }),
    booleanParam('CanIfPublicReadTxPduNotifyStatusApi', { default: false }),
    booleanParam('CanIfPublicSetDynamicTxIdApi', { default: false }),
    booleanParam('CanIfPublicTxBuffering', { default: false }),
    booleanParam('CanIfPublicTxConfirmPollingSupport', { default: false }),
    booleanParam('CanIfPublicWakeupCheckValidByNM', { default: false }),
    booleanParam('CanIfPublicWakeupCheckValidSupport', { default: false }),
    booleanParam('CanIfSetBaudrateApi', { default: false }),
    booleanParam('CanIfTriggerTransmitSupport', { default: false }),
    booleanParam('CanIfTxOfflineActiveSupport', { default: false }),
    booleanParam('CanIfVersionInfoApi', { default: false }),
    booleanParam('CanIfWakeupSupport', { default: false }),
  ],
});

const canIfTrcvDrvCfg = container('CanIfTrcvDrvCfg', {
  lower: 0,
  upper: 'infinite',
  subContainers: [
    container('CanIfTrcvCfg', {
      lower: 1,
      upper: 'infinite',
      parameters: [
        integerParam('CanIfTrcvId', {
          min: '0',
          max: '255',
          symbolicNameValue: true,
          initial: { unique: true },
        }),
        booleanParam('CanIfTrcvWakeupSupport', { default: false }), // product default
      ],
      references: [reference('CanIfTrcvCanTrcvRef', CAN_TRCV_CHANNEL)],
    }),
  ],
});

export const canIfDefinition: ModuleDef = {
  name: 'CanIf',
  moduleId: 140,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [
    canIfCtrlDrvCfg,
    canIfDispatchCfg,
    canIfInitCfg,
    canIfPrivateCfg,
    canIfPublicCfg,
    canIfTrcvDrvCfg,
  ],
};
