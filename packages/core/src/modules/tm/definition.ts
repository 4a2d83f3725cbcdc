/**
 * Tm (Time Service) parameter definition, after AUTOSAR R4 (4.4) SWS_TimeService chapter 10
 * (ECUC_Tm_*). The module has one container: its switches for the predefined timers, which the Gpt
 * driver provides (GptPredefTimer... in Gpt's configuration); Tm itself refers to no other module.
 */
import { booleanParam, container } from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

/** The predefined timers Tm can offer, one switch each. */
export const TM_PREDEF_TIMER_SWITCHES = [
  'TmEnablePredefTimer100us32bit',
  'TmEnablePredefTimer1us16bit',
  'TmEnablePredefTimer1us24bit',
  'TmEnablePredefTimer1us32bit',
] as const;

const tmGeneral = container('TmGeneral', {
  parameters: [
    booleanParam('TmDevErrorDetect', { default: false }),
    ...TM_PREDEF_TIMER_SWITCHES.map((name) => booleanParam(name, { default: false })),
    booleanParam('TmVersionInfoApi', { default: false }),
  ],
});

export const tmDefinition: ModuleDef = {
  name: 'Tm',
  moduleId: 14,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [tmGeneral],
};
