import { readFileSync, statSync } from 'node:fs';
import type { SourceFileSystem } from '@ecuc/core/formats';

/** Source files from the local disk, for readers that follow includes. Paths are relative to the working directory. */
export class NodeSourceFileSystem implements SourceFileSystem {
  read(path: string): Uint8Array | undefined {
    try {
      if (!statSync(path).isFile()) return undefined;
      return readFileSync(path);
    } catch {
      return undefined;
    }
  }
}
