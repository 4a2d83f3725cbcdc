import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, zipArchive } from './zip.js';

/** Reads the entries back from our own archive's central directory. */
function unzip(archive: Buffer): Record<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const out: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const nameLength = archive.readUInt16LE(at + 28);
    const localOffset = archive.readUInt32LE(at + 42);
    const size = archive.readUInt32LE(at + 20);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const localNameLength = archive.readUInt16LE(localOffset + 26);
    const dataStart = localOffset + 30 + localNameLength;
    out[name] = inflateRawSync(archive.subarray(dataStart, dataStart + size)).toString('utf8');
    at += 46 + nameLength;
  }
  return out;
}

describe('zipArchive', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('round-trips entries with UTF-8 names', () => {
    const archive = zipArchive([
      { name: 'Os_Cfg.h', content: '#define X 1\n' },
      { name: '说明/README', content: 'ECUC Studio\n'.repeat(100) },
    ]);
    expect(unzip(archive)).toEqual({
      'Os_Cfg.h': '#define X 1\n',
      '说明/README': 'ECUC Studio\n'.repeat(100),
    });
  });

  it('is read by the system unzip when there is one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    const file = join(dir, 'a.zip');
    writeFileSync(file, zipArchive([{ name: 'a.txt', content: 'hello' }]));
    let listing: string;
    try {
      listing = execFileSync('python3', [
        '-c',
        `import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); print(z.testzip() or 'ok'); print(z.read('a.txt').decode())`,
        file,
      ]).toString();
    } catch {
      return;
    }
    expect(listing).toBe('ok\nhello\n');
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  });
});
