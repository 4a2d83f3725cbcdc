import { bench, describe } from 'vitest';
import { readLdf } from './index.js';

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A LIN cluster of `frames` frames of eight signals each, with a schedule table naming every frame. */
function generatedLdf(frames: number): string {
  const signals: string[] = [];
  const frameBlocks: string[] = [];
  const schedule: string[] = [];
  for (let f = 0; f < frames; f++) {
    const placements: string[] = [];
    for (let s = 0; s < 8; s++) {
      signals.push(`  Sig_${f}_${s}: 8, 0, Master, Slave_${f % 16};`);
      placements.push(`    Sig_${f}_${s}, ${s * 8};`);
    }
    frameBlocks.push(`  Frame_${f}: ${f % 60}, Master, 8 {\n${placements.join('\n')}\n  }`);
    schedule.push(`    Frame_${f} delay 10 ms;`);
  }
  const slaves = Array.from({ length: 16 }, (_, i) => `Slave_${i}`).join(', ');
  return [
    'LIN_description_file;',
    'LIN_protocol_version = "2.1";',
    'LIN_language_version = "2.1";',
    'LIN_speed = 19.2 kbps;',
    `Nodes {\n  Master: Master, 5 ms, 0.1 ms;\n  Slaves: ${slaves};\n}`,
    `Signals {\n${signals.join('\n')}\n}`,
    `Frames {\n${frameBlocks.join('\n')}\n}`,
    `Schedule_tables {\n  Main {\n${schedule.join('\n')}\n  }\n}`,
    '',
  ].join('\n');
}

describe('LDF reading', () => {
  const large = new TextEncoder().encode(generatedLdf(5000));
  bench(
    `${megabytes(large.length)} generated LDF (5000 frames, 40000 signals)`,
    () => {
      const result = readLdf(large, 'large.ldf');
      if (result.model === undefined) throw new Error('the generated LDF was not read');
    },
    { time: 2000, warmupIterations: 1 },
  );

  // 5 MB that is not an LDF at all (an upload of the wrong file): the reader stops at the first fatal error.
  const garbage = new Uint8Array(5 * 1024 * 1024);
  for (let i = 0, x = 2463534242; i < garbage.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    garbage[i] = x & 0xff;
  }
  bench(
    `${megabytes(garbage.length)} of random bytes, refused at the first fatal error (before: 1.4 million diagnostics, 0.93 s)`,
    () => {
      const result = readLdf(garbage, 'random.ldf');
      if (result.model !== undefined) throw new Error('random bytes were read as LDF');
    },
    { time: 1000, warmupIterations: 1 },
  );
});
