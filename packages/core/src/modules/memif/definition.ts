/** MemIf (Memory Abstraction Interface) parameter definition, after AUTOSAR R4 SWS_MemoryAbstractionInterface. */
import { booleanParam, container, integerParam } from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

export const memIfDefinition: ModuleDef = {
  name: 'MemIf',
  moduleId: 210,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [
    container('MemIfGeneral', {
      parameters: [
        booleanParam('MemIfDevErrorDetect', { default: false }),
        integerParam('MemIfNumberOfDevices', { min: '1', max: '255', default: '1' }),
        booleanParam('MemIfVersionInfoApi', { default: false }),
      ],
    }),
  ],
};
