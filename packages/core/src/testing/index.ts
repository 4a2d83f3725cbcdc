/** What tests of every package share: a throwaway module plugin that lives in one folder, the checks of a derived CAN stack. */
export { THROWAWAY_MODULE, THROWAWAY_PLUGIN, registerThrowawayModule } from './throwaway-module/index.js';
export { derivedFrameFailures, sortedLayout, type DerivedFrameRow } from './derived-frames.js';
