/** What tests of every package share: a throwaway module plugin that lives in one folder. */
export { THROWAWAY_MODULE, THROWAWAY_PLUGIN, registerThrowawayModule } from './throwaway-module/index.js';
