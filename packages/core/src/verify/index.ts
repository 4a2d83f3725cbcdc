export * from './types.js';
export * from './engine.js';
export { defineView, viewOfSnapshot, snapshotReader } from './views.js';
export { parseIntegerText, parseFloatText } from './param-checks.js';
