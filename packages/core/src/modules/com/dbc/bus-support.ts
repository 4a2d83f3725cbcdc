/**
 * A bus database on the communication page: the message list (frames, signals, what the chosen node does with
 * each) and DBC verify, each finding with the frame it is about. Any source that reads into the DBC model (a
 * DBC, a system description's CAN cluster) gets both from `busDatabaseSupport`.
 */
import type { Diagnostic } from '../../../formats/diagnostic.js';
import { lintDbc, readDbc } from '../../../formats/dbc/index.js';
import type { DbcDatabase } from '../../../formats/dbc/model.js';
import type { ProjectSnapshot } from '../../../ecuc/store-types.js';
import type { Language } from '../../../i18n/index.js';
import type { BusDatabaseSupport, ImportSource } from '../../plugin.js';
import { DEFAULT_DBC_ATTRIBUTES } from './attribute-dialects.js';
import { checkAttributeMapping } from './attribute-mapping.js';
import { dbcBaudRate, dbcMessageRows } from './bus-view.js';
import { messageObject } from './objects.js';

/** A source read into the DBC model: the database (absent when unreadable) and what the reader said. */
export type BusDatabaseReader = (
  source: ImportSource,
  language: Language,
  node: string | null,
) => { database: DbcDatabase | undefined; diagnostics: Diagnostic[] };

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

/**
 * Com's main function period in seconds (the Tx time base of its configuration), when the project sets one: the
 * cycle times of a DBC must be multiples of it (DBC_L025).
 */
export function comMainFunctionPeriod(snapshot: ProjectSnapshot): number | undefined {
  const timeBase = snapshot.containers.find(
    (c) => c.module === 'Com' && c.definitionPath === '/Com/ComConfig/ComTimeBase',
  );
  const value = timeBase?.values['ComTxTimeBase'];
  const seconds = typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The message list and the check of a source that reads into the DBC model. */
export function busDatabaseSupport(
  readDatabase: BusDatabaseReader,
  /** A frame's worst-case length on the bus in bits (CAN with stuff bits unless told otherwise). */
  frameBits?: (size: number, extended: boolean, fd: boolean) => number,
): BusDatabaseSupport {
  return {
    read(source, options) {
      const { database, diagnostics } = readDatabase(source, options.language, options.node);
      if (!database || diagnostics.some((d) => d.severity === 'error'))
        return { read: false, nodes: [], baudRate: 0, messages: [], signals: 0, diagnostics };
      const messages = dbcMessageRows(
        database,
        { id: options.fileId, name: source.file },
        options.node,
        (object) => options.derived[object] ?? 0,
        new Set(options.excluded),
        frameBits,
      );
      return {
        read: true,
        nodes: database.nodes.map((n) => n.name),
        baudRate: dbcBaudRate(database),
        messages,
        signals: messages.reduce((sum, m) => sum + m.signals.length, 0),
        diagnostics,
      };
    },
    check(source, options) {
      const { database, diagnostics } = readDatabase(source, options.language, options.node);
      const said = diagnostics.filter((d) => d.severity !== 'info');
      if (!database || said.some((d) => d.severity === 'error'))
        return said.map((finding) => ({ finding, object: null }));
      const lines = framesByLine(database);
      const period = options.snapshot ? comMainFunctionPeriod(options.snapshot) : undefined;
      const findings = [
        ...said,
        ...lintDbc(database, source.file, {
          language: options.language,
          ...(options.node ? { node: options.node } : {}),
          ...(period !== undefined ? { mainFunctionPeriod: period } : {}),
        }),
      ];
      return findings.map((finding) => ({ finding, object: lines.get(finding.line) ?? null }));
    },
  };
}

export const dbcBusSupport: BusDatabaseSupport = {
  ...busDatabaseSupport((source, language) => {
    const read = readDbc(source.bytes, { file: source.file, language });
    return { database: read.model, diagnostics: read.diagnostics };
  }),
  attributeMapping: { shipped: DEFAULT_DBC_ATTRIBUTES, check: checkAttributeMapping },
};
