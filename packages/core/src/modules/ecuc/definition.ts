/**
 * EcuC (ECU configuration) parameter definition, after AUTOSAR R4 "Specification of ECU
 * Configuration" (EcucPduCollection, EcucPartitionCollection, EcucHardware, EcucVariationResolver).
 * EcucGeneral holds the compiler and platform settings that commercial tools keep in EcuC.
 */
import {
  booleanParam,
  container,
  enumerationParam,
  foreignReference,
  instanceReference,
  integerParam,
  reference,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';
const SIZES = ['Size16Bit', 'Size32Bit', 'Size64Bit'] as const;

const ecucGeneral = container('EcucGeneral', {
  lower: 0,
  parameters: [
    enumerationParam('ByteOrder', ['BIG_ENDIAN', 'LITTLE_ENDIAN'], { default: 'LITTLE_ENDIAN' }),
    enumerationParam('BitOrder', ['LSB_to_MSB', 'MSB_to_LSB'], { default: 'LSB_to_MSB' }),
    enumerationParam('CPUType', ['CPU8Bit', 'CPU16Bit', 'CPU32Bit', 'CPU64Bit'], { default: 'CPU32Bit' }),
    enumerationParam('SizeOfInt', SIZES, { default: 'Size32Bit' }),
    enumerationParam('SizeOfEnum', ['Size8Bit', 'Size16Bit', 'Size32Bit'], { default: 'Size32Bit' }),
    enumerationParam('SizeOfRAMPointer', SIZES, { default: 'Size32Bit' }),
    enumerationParam('SizeOfROMPointer', SIZES, { default: 'Size32Bit' }),
    booleanParam('DummyStatement', { default: false }),
  ],
});

const ecucHardware = container('EcucHardware', {
  lower: 0,
  subContainers: [
    container('EcucCoreDefinition', {
      upper: 'infinite',
      parameters: [
        integerParam('EcucCoreId', { min: '0', max: '65535', symbolicNameValue: true }),
        // The core that boots and starts the others (the OS master core); one per ECU.
        booleanParam('EcucCoreIsMaster', { lower: 0, default: false, origin: 'ECUC_STUDIO' }),
      ],
      references: [foreignReference('EcucCoreHwRef', 'HW-ELEMENT', { lower: 0 })],
    }),
  ],
});

const ecucPartitionCollection = container('EcucPartitionCollection', {
  lower: 0,
  subContainers: [
    container('EcucPartition', {
      upper: 'infinite',
      parameters: [
        booleanParam('EcucPartitionBswModuleExecution', { lower: 0 }),
        booleanParam('EcucPartitionQmBswModuleExecution', { lower: 0 }),
        booleanParam('PartitionCanBeRestarted', { default: false }),
      ],
      references: [
        foreignReference('EcucPartitionBswModuleDistinguishedPartition', 'BSW-DISTINGUISHED-PARTITION', {
          lower: 0,
          upper: 'infinite',
        }),
        reference('EcucPartitionCoreRef', '/EcuC/EcucHardware/EcucCoreDefinition', { lower: 0 }),
        instanceReference(
          'EcucPartitionSoftwareComponentInstanceRef',
          'SW-COMPONENT-PROTOTYPE',
          'ROOT-SW-COMPOSITION-PROTOTYPE SW-COMPONENT-PROTOTYPE*',
          { lower: 0, upper: 'infinite' },
        ),
      ],
    }),
  ],
});

const ecucPduCollection = container('EcucPduCollection', {
  lower: 0,
  parameters: [
    enumerationParam('PduIdTypeEnum', ['UINT16', 'UINT8'], { default: 'UINT16' }),
    enumerationParam('PduLengthTypeEnum', ['UINT16', 'UINT32', 'UINT8'], { default: 'UINT16' }),
  ],
  subContainers: [
    container('Pdu', {
      lower: 0,
      upper: 'infinite',
      parameters: [
        booleanParam('J1939Requestable', { lower: 0, default: false }),
        integerParam('PduLength', { lower: 0, min: '0', max: '4294967295' }),
      ],
      references: [
        reference('EcucPduDefaultPartitionRef', PARTITION, { lower: 0 }),
        reference('MetaDataTypeRef', '/EcuC/EcucPduCollection/MetaDataType', { lower: 0 }),
        foreignReference('SysTPduToFrameMappingRef', 'PDU-TO-FRAME-MAPPING', { lower: 0 }),
      ],
    }),
    container('MetaDataType', {
      lower: 0,
      upper: 'infinite',
      subContainers: [
        container('MetaDataItem', {
          upper: 'infinite',
          parameters: [
            integerParam('MetaDataItemLength', { min: '0', max: '8' }),
            enumerationParam('MetaDataItemType', [
              'ADDRESS_EXTENSION_8',
              'CAN_ID_32',
              'ETHERNET_MAC_64',
              'LIN_NAD_8',
              'PRIORITY_8',
              'SOCKET_CONNECTION_ID_16',
              'SOURCE_ADDRESS_16',
              'TARGET_ADDRESS_16',
            ]),
          ],
        }),
      ],
    }),
  ],
});

const ecucVariationResolver = container('EcucVariationResolver', {
  lower: 0,
  references: [foreignReference('PredefinedVariantRef', 'PREDEFINED-VARIANT', { upper: 'infinite' })],
});

export const ecucDefinition: ModuleDef = {
  name: 'EcuC',
  moduleId: 0,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [ecucGeneral, ecucHardware, ecucPartitionCollection, ecucPduCollection, ecucVariationResolver],
};
