import { vi } from 'vitest';
import { main } from '../main.js';

/** What one in-process run of the command line printed and answered. */
export interface EcucRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `ecuc ARGS` in this process, capturing what it prints (for tests). */
export async function runEcuc(args: string[]): Promise<EcucRun> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  try {
    return { code: await main(args), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}
