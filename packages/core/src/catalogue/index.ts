export * from './types.js';
export * from './modules.js';
export * from './labels.js';
export * from './chips.js';
export * from './sidebar.js';
export * from './navigation.js';
