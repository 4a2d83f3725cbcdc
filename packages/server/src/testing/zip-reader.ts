import { inflateRawSync } from 'node:zlib';

/** The entries of one of our own zip archives, read back from its central directory (for tests). */
export function zipEntries(archive: Buffer): Record<string, string> {
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
