/**
 * Copying a project that holds eight uploaded files of 10 MB each (`/vkproject/projectCopy`): the time of
 * each copy and how much the server process grew meanwhile (resident memory, which holds the embedded
 * database too, and the JavaScript heap, sampled every 20 ms). On the embedded database always, and on
 * PostgreSQL when DATABASE_URL is set. `COPY_ROUNDS` (default 3) copies are timed per backend. A copy's files
 * refer to the source's stored bytes (`file_contents`), so the stored contents are counted before and after:
 * the copies add none.
 */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { bench, describe } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '@ecuc/core/api';
import { registerThrowawayModule, THROWAWAY_MODULE } from '@ecuc/core/testing';
import { fileContents } from './db/schema.js';
import { createTestApp, userWithProject } from './testing/test-app.js';

const FILES = 8;
const ROUNDS = Number(process.env.COPY_ROUNDS ?? 3);

async function measure(backend: 'pglite' | 'postgres'): Promise<string> {
  const unregister = registerThrowawayModule();
  const app = await createTestApp(backend);
  try {
    const user = await userWithProject(app, 'copy-bench@example.com', 'Bencher', {
      name: 'Large ECU',
      chip: 'S32K144',
      compiler: 's32dsGcc',
    });
    await user.post('/module/updateData', { module: THROWAWAY_MODULE, enabled: true });
    for (let i = 0; i < FILES; i++) {
      const uploaded = await user.upload('/file/upload', {
        name: `bus${i}.zzt`,
        content: randomBytes(UPLOAD_LIMIT_BYTES),
      });
      if (uploaded.json.state !== 200) throw new Error(`upload: ${JSON.stringify(uploaded.json)}`);
    }
    const storedContents = async () =>
      (await app.services.db.select({ n: count() }).from(fileContents))[0]!.n;
    const storedBefore = await storedContents();
    const lines: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = process.memoryUsage();
      let peak = before.rss;
      let peakHeap = before.heapUsed;
      const sample = () => {
        const now = process.memoryUsage();
        peak = Math.max(peak, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
      };
      const sampler = setInterval(sample, 20);
      const start = performance.now();
      const copy = await user.post('/vkproject/projectCopy', { id: user.projectId });
      const ms = performance.now() - start;
      clearInterval(sampler);
      sample();
      if (copy.json.state !== 200) throw new Error(`projectCopy: ${JSON.stringify(copy.json)}`);
      lines.push(
        `  copy ${round + 1}: ${(ms / 1000).toFixed(2)} s, resident memory +${((peak - before.rss) / 2 ** 20).toFixed(0)} MB, ` +
          `JavaScript heap +${((peakHeap - before.heapUsed) / 2 ** 20).toFixed(0)} MB`,
      );
    }
    lines.push(`  stored file contents: ${storedBefore} before the copies, ${await storedContents()} after`);
    return [
      `${backend}, a project with ${FILES} files of ${UPLOAD_LIMIT_BYTES / 2 ** 20} MB:`,
      ...lines,
    ].join('\n');
  } finally {
    await app.close();
    unregister();
  }
}

describe('project copy', () => {
  bench(
    `${FILES} uploaded files of 10 MB, embedded database${process.env.DATABASE_URL ? ' and PostgreSQL' : ''}`,
    async () => {
      const reports = [await measure('pglite')];
      if (process.env.DATABASE_URL) reports.push(await measure('postgres'));
      console.log(reports.join('\n'));
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
