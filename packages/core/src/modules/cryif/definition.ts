/**
 * CryIf (Crypto Interface) parameter definition, after AUTOSAR R4 (4.4) SWS_CryptoInterface chapter 10
 * (ECUC_CryIf_*): the general switches, the channels (each a path from a Csm queue to one Crypto driver
 * object) and the keys (each a Crypto driver key under an id the Csm addresses). Deviations from the SWS
 * multiplicities are marked "product".
 */
import { booleanParam, container, integerParam, reference } from '../../ecuc/builders.js';
import type { ModuleDef } from '../../ecuc/types.js';
import { CRYPTO_PATHS } from '../crypto/definition.js';

/** Definition paths rules, the call lists and the Csm definition point at. */
export const CRYIF_PATHS = {
  general: '/CryIf/CryIfGeneral',
  channel: '/CryIf/CryIfChannel',
  key: '/CryIf/CryIfKey',
} as const;

/** The Crypto driver containers CryIf refers to. */
export const CRYIF_CRYPTO_DESTINATIONS = {
  driverObject: CRYPTO_PATHS.driverObject,
  key: CRYPTO_PATHS.key,
} as const;

const UINT32_MAX = '4294967295';

const cryIfChannel = container('CryIfChannel', {
  // product: 0..* (SWS 1..*) so that a freshly enabled CryIf verifies before its driver objects exist.
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CryIfChannelId', {
      min: '0',
      max: UINT32_MAX,
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
  references: [reference('CryIfDriverObjectRef', CRYIF_CRYPTO_DESTINATIONS.driverObject)],
});

const cryIfGeneral = container('CryIfGeneral', {
  parameters: [
    booleanParam('CryIfDevErrorDetect', { default: false }),
    booleanParam('CryIfVersionInfoApi', { default: false }),
  ],
});

const cryIfKey = container('CryIfKey', {
  lower: 0,
  upper: 'infinite',
  parameters: [
    integerParam('CryIfKeyId', {
      min: '0',
      max: UINT32_MAX,
      symbolicNameValue: true,
      initial: { unique: true },
    }),
  ],
  references: [reference('CryIfKeyRef', CRYIF_CRYPTO_DESTINATIONS.key)],
});

export const cryIfDefinition: ModuleDef = {
  name: 'CryIf',
  moduleId: 241,
  version: 1,
  supportedConfigVariants: ['VARIANT-PRE-COMPILE'],
  origin: 'AUTOSAR_ECUC',
  containers: [cryIfChannel, cryIfGeneral, cryIfKey],
};
