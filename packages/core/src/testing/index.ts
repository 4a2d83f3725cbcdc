/** What tests of every package share: a throwaway module plugin that lives in one folder, the checks of a derived CAN stack, a project ready for the BswM start-up wizard, small Dcm projects, an AES-CMAC job across Csm, CryIf and Crypto. */
export { THROWAWAY_MODULE, THROWAWAY_PLUGIN, registerThrowawayModule } from './throwaway-module/index.js';
export { derivedFrameFailures, sortedLayout, type DerivedFrameRow } from './derived-frames.js';
export { startupProject } from '../modules/bswm/startup/startup-fixture.js';
export { addAt, addData, addDid, dcmFixture, DSP, SECURITY, SESSION } from '../modules/dcm/dcm-fixture.js';
export { cmacJob, CHAIN as CRYPTO_CHAIN } from '../modules/csm/crypto-fixture.js';
