export * from './types.js';
export * from './modules.js';
