/**
 * WdgIf (Watchdog Interface) parameter definition, after AUTOSAR R4 (4.4)
 * SWS_WatchdogInterface chapter 10 (ECUC_WdgIf_*): general switches and one device per watchdog
 * driver instance the Watchdog Manager addresses by its index. Deviations from the SWS
 * multiplicities are marked "product".
 */
import { booleanParam, container, integerParam, reference } from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';

/** Definition paths other definitions, rules and pickers point at. */
export const WDGIF_PATHS = {
  general: '/WdgIf/WdgIfGeneral',
  device: '/WdgIf/WdgIfDevice',
} as const;

/** The general container of a Wdg driver instance: what a WdgIf device stands for. */
const WDG_GENERAL = '/Wdg/WdgGeneral';

const wdgIfDevice = container('WdgIfDevice', {
  // product: 0..* (SWS 1..*): a device needs its watchdog driver, enabled after WdgIf.
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('WdgIfDeviceIndex', {
      min: '0',
      max: '255',
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
  references: [reference('WdgIfDriverRef', WDG_GENERAL)],
});

const wdgIfGeneral = container('WdgIfGeneral', {
  parameters: [
    booleanParam('WdgIfDevErrorDetect', { default: false }),
    booleanParam('WdgIfVersionInfoApi', { default: false }),
  ],
});

export const wdgIfDefinition: ModuleDef = {
  name: 'WdgIf',
  moduleId: 290,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [wdgIfDevice, wdgIfGeneral],
};
