import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hasErrors } from '../diagnostic.js';
import { readArxml } from './index.js';

const corpus = fileURLToPath(new URL('../../../../../../shared/corpus/', import.meta.url));

/** Small accepted ARXML files of the corpus: the seeds every mutation starts from. */
const seeds = readFileSync(`${corpus}MANIFEST.tsv`, 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((cells) => cells[1] === 'arxml' && cells[2] === 'accept')
  .map((cells) => new Uint8Array(readFileSync(`${corpus}${cells[0] ?? ''}`)))
  .filter((bytes) => bytes.length < 40_000);

/** A deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reads input and checks the contract: no throw, within a second, a model or a located error. */
function expectWellBehaved(input: string | Uint8Array): void {
  const start = performance.now();
  const result = readArxml(input, 'fuzz.arxml');
  expect(performance.now() - start).toBeLessThan(1000);
  if (result.model === undefined) expect(hasErrors(result.diagnostics)).toBe(true);
  for (const d of result.diagnostics) {
    expect(d.line).toBeGreaterThan(0);
    expect(d.col).toBeGreaterThan(0);
    expect(d.message.length).toBeGreaterThan(0);
  }
}

const R4 = '<AUTOSAR xmlns="http://autosar.org/schema/r4.0">';

describe('ARXML reader on hostile and broken input', () => {
  it('has seeds', () => {
    expect(seeds.length).toBeGreaterThan(3);
  });

  it('survives truncation at many points', () => {
    const next = random(1);
    for (const seed of seeds) {
      for (let i = 0; i < 25; i++) expectWellBehaved(seed.subarray(0, Math.floor(next() * seed.length)));
    }
  });

  it('survives byte flips', () => {
    const next = random(2);
    for (const seed of seeds) {
      for (let i = 0; i < 25; i++) {
        const copy = seed.slice();
        for (let k = 0; k < 1 + Math.floor(next() * 8); k++) {
          copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
        }
        expectWellBehaved(copy);
      }
    }
  });

  it('stops on absurd nesting instead of exhausting memory or time', () => {
    const depth = 200_000;
    const text = `${R4}${'<ELEMENTS><I-SIGNAL>'.repeat(depth / 2)}${'</I-SIGNAL></ELEMENTS>'.repeat(depth / 2)}</AUTOSAR>`;
    const result = readArxml(text);
    expect(result.model).toBeUndefined();
    expect(result.diagnostics[0]?.code).toBe('ARXML_DEPTH');
    expectWellBehaved(text);
  });

  it('keeps huge numbers as text and warns on numbers out of range', () => {
    const digits = '9'.repeat(5000);
    const text = `${R4}<AR-PACKAGES><AR-PACKAGE><SHORT-NAME>P</SHORT-NAME><ELEMENTS>
<CAN-FRAME><SHORT-NAME>F</SHORT-NAME><FRAME-LENGTH>1e999</FRAME-LENGTH></CAN-FRAME>
<ECUC-MODULE-CONFIGURATION-VALUES><SHORT-NAME>M</SHORT-NAME><CONTAINERS><ECUC-CONTAINER-VALUE><SHORT-NAME>C</SHORT-NAME>
<PARAMETER-VALUES><ECUC-NUMERICAL-PARAM-VALUE><VALUE>${digits}</VALUE></ECUC-NUMERICAL-PARAM-VALUE></PARAMETER-VALUES>
</ECUC-CONTAINER-VALUE></CONTAINERS></ECUC-MODULE-CONFIGURATION-VALUES></ELEMENTS></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`;
    const result = readArxml(text);
    expect(result.model?.ecucValues[0]?.containers[0]?.parameters[0]?.value).toBe(digits);
    expect(result.model?.frames[0]?.length).toBeUndefined();
    expect(result.diagnostics.some((d) => d.code === 'ARXML_NUMBER')).toBe(true);
  });

  it('never expands entities: billion laughs and external entities', () => {
    const laughs = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE AUTOSAR [',
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
      ),
      ']>',
      `${R4}<AR-PACKAGES><AR-PACKAGE><SHORT-NAME>&lol9;</SHORT-NAME></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`,
    ].join('\n');
    const bomb = readArxml(laughs, 'bomb.arxml');
    expect(bomb.model).toBeUndefined();
    expect(bomb.diagnostics.map((d) => d.code)).toEqual(['ARXML_DOCTYPE', 'ARXML_XML']);
    expect(bomb.diagnostics[1]).toMatchObject({ line: 14 });
    expectWellBehaved(laughs);

    const external = `<?xml version="1.0"?>\n<!DOCTYPE AUTOSAR [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n${R4}<AR-PACKAGES><AR-PACKAGE><SHORT-NAME>&secret;</SHORT-NAME></AR-PACKAGE></AR-PACKAGES></AUTOSAR>`;
    const leak = readArxml(external);
    expect(leak.model).toBeUndefined();
    expect(JSON.stringify(leak)).not.toContain('root:');

    const unused = readArxml(`<!DOCTYPE AUTOSAR [<!ENTITY x "y">]>\n${R4}<AR-PACKAGES/></AUTOSAR>`);
    expect(unused.model).toBeDefined();
    expect(unused.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'ARXML_DOCTYPE' });
  });

  it('survives garbage, binary noise and odd encodings', () => {
    const next = random(3);
    for (let i = 0; i < 30; i++) {
      const noise = new Uint8Array(1 + Math.floor(next() * 5000));
      for (let k = 0; k < noise.length; k++) noise[k] = Math.floor(next() * 256);
      expectWellBehaved(noise);
    }
    expectWellBehaved('<<<<>>>>&&&;;;');
    expectWellBehaved(`${R4}${'<A>'.repeat(500)}`);
    expectWellBehaved(
      `${R4}<AR-PACKAGES>${'<AR-PACKAGE><SHORT-NAME>x</SHORT-NAME></AR-PACKAGE>'.repeat(20000)}</AR-PACKAGES></AUTOSAR>`,
    );
    expectWellBehaved(new Uint8Array([0xfe, 0xff, 0x00]));
  });
});
