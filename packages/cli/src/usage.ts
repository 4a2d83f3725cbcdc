import { UsageError } from './commandLine.js';

/** Runs a command body; a UsageError prints the message and the usage on stderr and answers exit code 2. */
export async function runWithUsage(
  name: string,
  usage: string,
  body: () => number | Promise<number>,
): Promise<number> {
  try {
    return await body();
  } catch (failure) {
    if (!(failure instanceof UsageError)) throw failure;
    process.stderr.write(`ecuc ${name}: ${failure.message}\n\n${usage}\n`);
    return 2;
  }
}
