import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { hasErrors, formatDiagnostic } from '../diagnostic.js';
import {
  INDEPENDENT_SIGNALS_MESSAGE,
  readDbc,
  summarizeDbc,
  writeDbc,
  lintDbc,
  type DbcDatabase,
} from './index.js';

// /work/main/packages/core/src/formats/dbc -> /work/shared/corpus
const corpus = new URL('../../../../../../shared/corpus/', import.meta.url);

function tsvRows(relativePath: string): string[][] {
  const [, ...rows] = readFileSync(new URL(relativePath, corpus), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return rows.map((line) => line.split('\t'));
}

const manifestRows = tsvRows('MANIFEST.tsv').filter((row) => row[1] === 'dbc');
const referenceRows = tsvRows('dbc/REFERENCE.tsv');

/** The model without source positions: what must survive parse -> write -> parse. */
function withoutPositions(database: DbcDatabase | undefined): unknown {
  return JSON.parse(
    JSON.stringify(database, (key, value: unknown) => (key === 'line' || key === 'col' ? undefined : value)),
  );
}

/**
 * Counts taken from the text alone, line by line: BO_ lines (without the independent-signals
 * pseudo message), the SG_ lines under them, and the names of the BU_ statement, including
 * names on indented lines that continue it.
 */
function plainCounts(text: string): {
  messages: number;
  signals: number;
  nodes: number;
  nodesOnBuLine: number;
} {
  let messages = 0;
  let signals = 0;
  let nodes = 0;
  let nodesOnBuLine = 0;
  let inPseudoMessage = false;
  let inNodes = false;
  for (const line of text.split(/\r?\n/)) {
    if (inNodes) {
      if (/^[ \t]+\S/.test(line) && !/^\s*(BO_|SG_|VAL_TABLE_|BS_)\b/.test(line)) {
        nodes += line.trim().split(/\s+/).length;
        continue;
      }
      inNodes = false;
    }
    if (line.startsWith('BU_')) {
      const names = line.replace(/^BU_\s*:?/, '').trim();
      nodesOnBuLine = names === '' ? 0 : names.split(/\s+/).length;
      nodes = nodesOnBuLine;
      inNodes = true;
    } else if (line.startsWith('BO_ ')) {
      inPseudoMessage = line.includes(INDEPENDENT_SIGNALS_MESSAGE);
      if (!inPseudoMessage) messages++;
    } else if (/^\s*SG_ /.test(line) && !inPseudoMessage) signals++;
  }
  return { messages, signals, nodes, nodesOnBuLine };
}

describe('DBC corpus', () => {
  it('lists DBC files in the manifest and the reference', () => {
    expect(manifestRows.length).toBeGreaterThan(50);
    expect(referenceRows.length).toBe(manifestRows.length);
  });

  describe('every DBC of the manifest reads as its row expects', () => {
    for (const [path, , expectation] of manifestRows) {
      it(`${path} (${expectation})`, () => {
        const result = readDbc(readFileSync(new URL(path!, corpus)), { file: path });
        const errors = result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
        if (expectation === 'accept') expect(errors).toEqual([]);
        else expect(errors.length).toBeGreaterThan(0);
        expect(result.model).toBeDefined();
      });
    }
  });

  describe('summary counts agree with dbc/REFERENCE.tsv', () => {
    for (const [file, load, messages, signals, nodes] of referenceRows) {
      it(`${file} (${load})`, () => {
        const bytes = readFileSync(new URL(`dbc/${file}`, corpus));
        const summary = summarizeDbc(readDbc(bytes, { file }).model!);
        const plain = plainCounts(new TextDecoder('latin1').decode(bytes));
        if (load === 'ok') {
          expect(summary.messages).toBe(Number(messages));
          expect(summary.signals).toBe(Number(signals));
        } else {
          // `disputed`: canmatrix leaves out frames whose id is above 0x7FF without the extended flag
          // (bit 31), e.g. ids with bit 30 set or 14-bit ids in partial generator files. The file defines
          // them with BO_ and their signals with SG_, so they are messages: we count every BO_ and SG_.
          expect(load).toBe('disputed');
          expect(summary.messages).toBe(plain.messages);
          expect(summary.signals).toBe(plain.signals);
        }
        // The reference counts only names on the BU_ line itself (canmatrix reads line by line). A file
        // may put `BU_:` alone and list one node per indented line after it (opendbc's tesla_powertrain);
        // BU_ is whitespace-separated in the DBC grammar and those signals name these nodes as receivers,
        // so they are nodes. Everywhere else the count equals the reference.
        if (plain.nodes !== plain.nodesOnBuLine) expect(summary.nodes).toBe(plain.nodes);
        else expect(summary.nodes).toBe(Number(nodes));
      });
    }
  });

  describe('every DBC round-trips: read, write, read gives an equal model', () => {
    for (const [path] of manifestRows) {
      it(path!, () => {
        const first = readDbc(readFileSync(new URL(path!, corpus)), { file: path });
        const text = writeDbc(first.model!);
        const second = readDbc(text, { file: path });
        expect(hasErrors(second.diagnostics)).toBe(false);
        expect(withoutPositions(second.model)).toEqual(withoutPositions(first.model));
        // Canonical text is a fixed point.
        expect(writeDbc(second.model!)).toBe(text);
      });
    }
  });

  it('lints every corpus DBC without throwing, each finding located and coded', () => {
    for (const [path] of manifestRows) {
      const result = readDbc(readFileSync(new URL(path!, corpus)), { file: path });
      const options = { node: result.model!.nodes[0]?.name ?? 'Ecu', mainFunctionPeriod: 0.005 };
      for (const finding of [...lintDbc(result.model!, path!), ...lintDbc(result.model!, path!, options)]) {
        expect(finding.code).toMatch(/^DBC_L\d{3}$/);
        expect(finding.line).toBeGreaterThanOrEqual(1);
        expect(finding.file).toBe(path);
      }
    }
  });
});
