export { emitHarnessStubs, HARNESS_STUBS_C } from './stubs.js';
