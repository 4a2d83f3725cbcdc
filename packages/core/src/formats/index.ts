export * from './diagnostic.js';
export * from './text.js';
export * from './adapter.js';
