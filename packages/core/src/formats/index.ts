export * from './diagnostic.js';
export * from './text.js';
