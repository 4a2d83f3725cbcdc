export * from './model.js';
export { arxmlFormat, summarizeArxml } from './adapter.js';
export { createArxmlReader, readArxml, emptyArxmlDocument } from './reader.js';
export type { ArxmlReader, ArxmlReaderOptions } from './reader.js';
export { writeEcucValues, escapeXml } from './writer.js';
export { arxmlMessages, arxmlMessage } from './messages.js';
export type { ArxmlMessageCode } from './messages.js';
