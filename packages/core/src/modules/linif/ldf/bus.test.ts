import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readLdf } from '../../../formats/ldf/index.js';
import { framePeriods, ldfAsBusDatabase, lin13Length, linFrameBits, linFrameMaxBits } from './bus.js';
import { ldfBusSupport } from './bus-support.js';

const CORPUS = new URL('../../../../../../../shared/corpus/', import.meta.url);
const files = readFileSync(new URL('MANIFEST.tsv', CORPUS), 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter(([, format, expect]) => format === 'ldf' && expect === 'accept')
  .map(([path = '']) => path);

describe('LIN frame lengths and times', () => {
  it.each([
    [0, 2],
    [31, 2],
    [32, 4],
    [47, 4],
    [48, 8],
    [59, 8],
  ])('LIN 1.3: frame id %i carries %i bytes', (id, length) => {
    expect(lin13Length(id)).toBe(length);
  });

  it('takes 34 + 10 × (n + 1) bits nominal and 1.4 times that at most', () => {
    expect(linFrameBits(8)).toBe(124);
    expect(linFrameMaxBits(8)).toBe(174);
    expect(linFrameMaxBits(1)).toBe(76);
  });
});

it('finds the LDFs of the corpus', () => {
  expect(files.length).toBeGreaterThanOrEqual(3);
});

describe.each(files)('%s as a bus database', (path) => {
  const bytes = readFileSync(new URL(path, CORPUS));
  const ldf = readLdf(bytes, path).model!;

  it('gives every unconditional frame with its id, length, publisher and signals (LSB offsets, little endian)', () => {
    const database = ldfAsBusDatabase(ldf);
    expect(database.messages.map((m) => [m.name, m.canId, m.transmitter])).toEqual(
      ldf.frames.map((f) => [f.name, f.id, f.publisher]),
    );
    for (const [i, frame] of ldf.frames.entries()) {
      const message = database.messages[i]!;
      expect(message.size).toBe(frame.length ?? lin13Length(frame.id));
      expect(message.signals.map((s) => [s.name, s.startBit, s.byteOrder])).toEqual(
        frame.signals.map((p) => [p.signal, p.offset, 'little_endian']),
      );
    }
    const periods = framePeriods(ldf);
    for (const message of database.messages) {
      const period = periods.get(message.name);
      expect(message.attributes['GenMsgCycleTime']).toBe(period);
    }
  });

  it('lists the frames for the master, which publishes or subscribes to each', () => {
    const master = ldf.nodes.master?.name ?? null;
    const read = ldfBusSupport.read(
      { file: path, bytes },
      { language: 'en_us', fileId: 1, node: master, derived: {}, excluded: [] },
    );
    expect(read.read).toBe(true);
    expect(read.messages).toHaveLength(ldf.frames.length);
    for (const row of read.messages) {
      expect(row.frameBits).toBe(linFrameMaxBits(row.size));
      expect(['send', 'receive', 'none']).toContain(row.direction);
    }
    const findings = ldfBusSupport.check({ file: path, bytes }, { language: 'en_us', node: master });
    for (const { finding } of findings) expect(finding.file).toBe(path);
  });
});
