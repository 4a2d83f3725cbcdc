import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, zipArchive } from './zip.js';
import { zipEntries as unzip } from '../testing/zip-reader.js';

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
