/**
 * LdCom (Large Data COM) parameter definition, after AUTOSAR R4.4 SWS_LargeDataCOM chapter 10.
 * Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  container,
  enumerationParam,
  functionNameParam,
  integerParam,
  reference,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const ECUC_PDU = '/EcuC/EcucPduCollection/Pdu';

const callback = (name: string) => functionNameParam(name, { lower: 0 });

const ldComIPdu = container('LdComIPdu', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    enumerationParam('LdComApiType', ['LDCOM_IF', 'LDCOM_TP'], { default: 'LDCOM_IF' }), // product default
    integerParam('LdComHandleId', { min: '0', max: '65535', initial: { unique: true } }),
    enumerationParam('LdComIPduDirection', ['LDCOM_RECEIVE', 'LDCOM_SEND'], { default: 'LDCOM_SEND' }), // product default
    callback('LdComRxCopyRxData'),
    callback('LdComRxIndication'),
    callback('LdComRxStartOfReception'),
    callback('LdComRxTpRxIndication'),
    callback('LdComTxConfirmation'),
    callback('LdComTxCopyTxData'),
    callback('LdComTxTpTxConfirmation'),
    callback('LdComTxTriggerTransmit'),
  ],
  references: [reference('LdComPduRef', ECUC_PDU)],
});

const ldComConfig = container('LdComConfig', { subContainers: [ldComIPdu] });

const ldComGeneral = container('LdComGeneral', {
  parameters: [
    booleanParam('LdComDevErrorDetect', { default: false }),
    booleanParam('LdComVersionInfoApi', { default: false }),
  ],
});

export const ldComDefinition: ModuleDef = {
  name: 'LdCom',
  moduleId: 104,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [ldComConfig, ldComGeneral],
};
