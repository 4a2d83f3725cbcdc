/**
 * The DBC as a bus database of the communication page: the message list (frames, signals, what the chosen
 * node does with each) and DBC verify, each finding with the frame it is about.
 */
import { lintDbc, readDbc } from '../../../formats/dbc/index.js';
import type { DbcDatabase } from '../../../formats/dbc/model.js';
import type { BusDatabaseSupport } from '../../plugin.js';
import { dbcBaudRate, dbcMessageRows } from './bus-view.js';
import { messageObject } from './objects.js';

/** The frame each line of the file that opens a frame or a signal belongs to. */
function framesByLine(database: DbcDatabase): Map<number, string> {
  const lines = new Map<number, string>();
  for (const message of database.messages) {
    const object = messageObject(message);
    lines.set(message.line, object);
    for (const signal of message.signals) lines.set(signal.line, object);
  }
  return lines;
}

export const dbcBusSupport: BusDatabaseSupport = {
  read(source, options) {
    const read = readDbc(source.bytes, { file: source.file, language: options.language });
    const database = read.model;
    if (!database || read.diagnostics.some((d) => d.severity === 'error'))
      return { read: false, nodes: [], baudRate: 0, messages: [], signals: 0, diagnostics: read.diagnostics };
    const excluded = new Set(options.excluded);
    const messages = dbcMessageRows(
      database,
      { id: options.fileId, name: source.file },
      options.node,
      (object) => options.derived[object] ?? 0,
      excluded,
    );
    return {
      read: true,
      nodes: database.nodes.map((n) => n.name),
      baudRate: dbcBaudRate(database),
      messages,
      signals: messages.reduce((sum, m) => sum + m.signals.length, 0),
      diagnostics: read.diagnostics,
    };
  },
  check(source, options) {
    const read = readDbc(source.bytes, { file: source.file, language: options.language });
    const said = read.diagnostics.filter((d) => d.severity !== 'info');
    if (!read.model || said.some((d) => d.severity === 'error'))
      return said.map((finding) => ({ finding, object: null }));
    const lines = framesByLine(read.model);
    const findings = [
      ...said,
      ...lintDbc(read.model, source.file, {
        language: options.language,
        ...(options.node ? { node: options.node } : {}),
        ...(options.mainFunctionPeriod ? { mainFunctionPeriod: options.mainFunctionPeriod } : {}),
      }),
    ];
    return findings.map((finding) => ({ finding, object: lines.get(finding.line) ?? null }));
  },
};
