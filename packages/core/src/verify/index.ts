export * from './types.js';
export * from './engine.js';
export { parseIntegerText, parseFloatText } from './param-checks.js';
