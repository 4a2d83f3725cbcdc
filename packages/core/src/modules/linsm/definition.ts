/**
 * LinSM (LIN State Manager) parameter definition, after AUTOSAR R4.4 SWS_LINStateManager chapter 10.
 * Deviations of the product from the SWS are marked "product".
 */
import {
  booleanParam,
  container,
  enumerationParam,
  floatParam,
  integerParam,
  reference,
} from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

const COMM_CHANNEL = '/ComM/ComMConfigSet/ComMChannel';
const LINIF_SCHEDULE_TABLE = '/LinIf/LinIfGlobalConfig/LinIfChannel/LinIfScheduleTable';

/** A time in seconds; the SWS leaves the upper bound open. */
const seconds = (name: string, fallback: string, lower = 1) =>
  floatParam(name, { lower, min: '0', max: 'INF', default: fallback }); // product default

/** A schedule table the upper layers may request on the channel, by its index and its LinIf table. */
const linSMSchedule = container('LinSMSchedule', {
  lower: 0,
  upper: 'infinite',
  parameters: [integerParam('LinSMScheduleIndex', { min: '0', max: '255', initial: { unique: true } })],
  references: [reference('LinSMScheduleIndexRef', LINIF_SCHEDULE_TABLE)],
});

const linSMChannel = container('LinSMChannel', {
  // product: 0..* (SWS 1..*): a channel needs its ComM channel, chosen once ComM has LIN channels.
  lower: 0,
  upper: 'infinite',
  parameters: [
    seconds('LinSMConfirmationTimeout', '0.1'),
    enumerationParam('LinSMNodeType', ['MASTER', 'SLAVE'], { default: 'MASTER' }), // product default
    // Slave nodes only: the silence after a wakeup that found no answer before the next attempt.
    seconds('LinSMSilenceAfterWakeupTimeout', '1.5', 0),
    booleanParam('LinSMTransceiverPassiveMode', { lower: 0, default: false }), // product default
  ],
  references: [reference('LinSMComMNetworkHandleRef', COMM_CHANNEL)],
  subContainers: [linSMSchedule],
});

const linSMConfigSet = container('LinSMConfigSet', {
  parameters: [integerParam('LinSMModeRequestRepetitionMax', { min: '0', max: '255', initial: '3' })],
  subContainers: [linSMChannel],
});

const linSMGeneral = container('LinSMGeneral', {
  parameters: [
    booleanParam('LinSMDevErrorDetect', { default: false }),
    floatParam('LinSMMainProcessingPeriod', {
      min: '0',
      max: 'INF',
      minOpen: true,
      default: '0.01', // product default
    }),
    booleanParam('LinSMVersionInfoApi', { default: false }),
  ],
});

export const linSMDefinition: ModuleDef = {
  name: 'LinSM',
  moduleId: 110,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE', 'VARIANT-LINK-TIME', 'VARIANT-POST-BUILD'],
  origin: 'AUTOSAR_ECUC',
  containers: [linSMConfigSet, linSMGeneral],
};
