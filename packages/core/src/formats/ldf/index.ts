export * from './model.js';
export { ldfFormat, summarizeLdf } from './adapter.js';
export type { LdfSummary } from './adapter.js';
export { readLdf, emptyLdfFile } from './reader.js';
export { writeLdf } from './writer.js';
export { ldfMessages, ldfMessage } from './messages.js';
export type { LdfMessageCode } from './messages.js';
