/**
 * OsekNm (OSEK/VDX direct network management). AUTOSAR has no SWS for it: the product's own definition,
 * after OSEK/VDX NM 2.5.3 (logical ring, timers TTyp, TMax, TError, TTx) with the AUTOSAR bus NM
 * conventions (ComM channel, EcuC PDUs). The spec's general setting is RingDataLength (0).
 */
import { booleanParam, container, floatParam, integerParam, reference } from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const PDU = '/EcuC/EcucPduCollection/Pdu';
const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';

const seconds = (name: string, fallback: string) =>
  floatParam(name, { min: '0', max: '65.535', default: fallback }); // product default

const osekNmChannelConfig = container('OsekNmChannelConfig', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('OsekNmNodeId', { min: '0', max: '255', initial: { unique: true } }),
    seconds('OsekNmTTyp', '0.1'),
    seconds('OsekNmTMax', '0.26'),
    seconds('OsekNmTError', '1'),
    seconds('OsekNmTTx', '0.02'),
    seconds('OsekNmTWaitBusSleep', '1.5'),
    integerParam('OsekNmRxLimit', { min: '1', max: '255', default: '4' }), // product default
    integerParam('OsekNmTxLimit', { min: '1', max: '255', default: '8' }), // product default
  ],
  references: [
    reference('OsekNmComMNetworkHandleRef', COMM_CHANNEL),
    reference('OsekNmRxPduRef', PDU),
    reference('OsekNmTxPduRef', PDU),
  ],
});

const osekNmGeneral = container('OsekNmGeneral', {
  parameters: [
    booleanParam('OsekNmDevErrorDetect', { default: false }),
    floatParam('OsekNmMainFunctionPeriod', { min: '0', max: 'INF', minOpen: true, default: '0.01' }), // product default
    integerParam('OsekNmRingDataLength', { min: '0', max: '6', default: '0' }),
    booleanParam('OsekNmVersionInfoApi', { default: false }),
  ],
});

export const osekNmDefinition: ModuleDef = {
  name: 'OsekNm',
  moduleId: 108,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'ECUC_STUDIO',
  containers: [osekNmChannelConfig, osekNmGeneral],
};
