/**
 * The load the issue of hardening names, measured on this machine and only against 127.0.0.1: 200 users with
 * 20 projects each, first at one request a second each (project list, container list and update mixed), then
 * at saturation (200 clients back to back) while a prober opens a new connection every 250 ms. On the embedded
 * database always, and on PostgreSQL when DATABASE_URL is set (the reference of the same run).
 * `LOAD_SECONDS` (default 60) and `SATURATION_SECONDS` (default 10) bound it; every loop stops by itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { bench, describe } from 'vitest';
import { ecucValuesFromSnapshot, type ContainerValue } from '@ecuc/core/ecuc';
import { writeEcucValues } from '@ecuc/core/formats/arxml';
import { registerThrowawayModule, THROWAWAY_MODULE, THROWAWAY_PLUGIN } from '@ecuc/core/testing';
import { sessions, users } from './db/schema.js';
import { hashPassword } from './accounts/passwords.js';
import { createTestApp, password, type TestApp } from './testing/test-app.js';
import { testThreadScripts } from './testing/thread-scripts.js';
import {
  call,
  sleep,
  type LoadClientsResult,
  type LoadClientsTask,
  type LoadUser,
  type Sample,
} from './testing/load-clients.js';

const USERS = 200;
const PROJECTS_PER_USER = 20;
const STEADY_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SATURATION_SECONDS = Number(process.env.SATURATION_SECONDS ?? 10);
/** The containers the mix lists and updates: the throwaway module's channels (no shipped module is named). */
const CHANNELS = { prefix: THROWAWAY_PLUGIN.catalogue!.apiPrefix, path: `/${THROWAWAY_MODULE}/ZztChannel` };

const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
/** A JSON call of a user in its project, answered as `{state, data}`. */
async function postAs<Data>(
  base: string,
  user: LoadUser,
  path: string,
  body: unknown,
): Promise<{ state: number; data: Data }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: user.cookie, projectid: String(user.projectId) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { state: number; data: Data };
}

async function seed(app: TestApp, base: string): Promise<LoadUser[]> {
  const db = app.services.db;
  const hash = await hashPassword(password('load-user-1'));
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        email: `load${i}@example.com`,
        name: `Load ${i}`,
        passwordHash: hash,
      })),
    )
    .returning({ id: users.id });
  const now = app.services.clock.now();
  const loadUsers: LoadUser[] = [];
  for (const row of rows) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({
      id: createHash('sha256').update(token).digest('hex'),
      userId: row.id,
      createdAt: now,
      lastSeenAt: now,
      ip: '127.0.0.1',
      userAgent: 'load',
    });
    loadUsers.push({
      cookie: `ecuc_session=${token}`,
      projectId: 0,
      container: { id: '', version: 0 },
    });
  }
  // Twenty projects each, through the API (defaults and all), twenty users at a time.
  for (let from = 0; from < loadUsers.length; from += 20) {
    await Promise.all(
      loadUsers.slice(from, from + 20).map(async (user, offset) => {
        for (let p = 0; p < PROJECTS_PER_USER; p++) {
          const response = await fetch(`${base}/vkproject/addData`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: user.cookie },
            body: JSON.stringify({ name: `P${from + offset}-${p}`, chip: 'TC275', compiler: 'tasking' }),
          });
          const answer = (await response.json()) as { state: number; data: { id: number } };
          if (answer.state !== 200) throw new Error(`addData: ${JSON.stringify(answer)}`);
          user.projectId = answer.data.id;
        }
        // One container to update in the user's last project: a channel of the throwaway module.
        const post = (path: string, body: unknown) =>
          postAs<{ container: { id: string; version: number } }>(base, user, path, body);
        await post('/module/updateData', { module: THROWAWAY_MODULE, enabled: true });
        const added = await post(`/${CHANNELS.prefix}/addData`, { definitionPath: CHANNELS.path });
        if (added.state !== 200) throw new Error(`addData: ${JSON.stringify(added)}`);
        user.container = { id: added.data.container.id, version: added.data.container.version };
      }),
    );
  }
  return loadUsers;
}

/** Another user's project list, every 20 ms while `work` runs: its latencies and the event loop's longest stall. */
async function listWhile(
  base: string,
  lister: LoadUser,
  work: () => Promise<{ state: number }>,
): Promise<string> {
  const latencies: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let done = false;
  const started = performance.now();
  loop.enable();
  const sampler = (async () => {
    while (!done) {
      latencies.push((await call(base, lister, '/vkproject/getMyProjectListData', {})).ms);
      await sleep(20);
    }
  })();
  const answer = await work();
  done = true;
  await sampler;
  loop.disable();
  return (
    `took ${(performance.now() - started).toFixed(0)} ms (state ${answer.state}); the other user's project list: ` +
    `${latencies.length} calls, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
    `max ${Math.max(...latencies).toFixed(1)} ms; longest event-loop stall ${(loop.max / 1e6).toFixed(0)} ms`
  );
}

/** About 10 MB of the throwaway module's file: channel lines with long names. */
function channelFile(seed: number): string {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < 10 * 1024 * 1024 - 300; i++) {
    const line = `channel Channel_${seed}_${i}_${'x'.repeat(180)} ${i % 256}\n`;
    lines.push(line);
    size += line.length;
  }
  return lines.join('');
}

/** About 10 MB of ECUC values of the throwaway module (6000 channels with long names) (written by the product's own ARXML writer). */
function ecucValuesFile(): string {
  const containers: ContainerValue[] = [];
  const ids: string[] = [];
  for (let i = 0; i < 6_000; i++) {
    const id = `c${i}`;
    ids.push(id);
    containers.push({
      id,
      module: THROWAWAY_MODULE,
      instanceId: 0,
      definitionPath: CHANNELS.path,
      parentId: null,
      shortName: `Imported_${i}_${'y'.repeat(120)}`,
      position: i,
      values: {
        ZztChannelId: String(i % 256),
        ZztChannelLength: String(1 + (i % 64)),
        ZztChannelActive: 'true',
      },
      references: i > 0 ? { ZztChannelPeerRef: [ids[i - 1]!] } : {},
      version: 1,
    });
  }
  return writeEcucValues(
    ecucValuesFromSnapshot(
      {
        project: { id: '1', name: 'Load', chip: 'TC275' },
        modules: [{ module: THROWAWAY_MODULE, instanceId: 0, definitionVersion: 1 }],
        containers,
      },
      [THROWAWAY_PLUGIN.definition],
    ),
  );
}

/** A multipart upload of one file, as the browser sends it. */
async function upload(base: string, user: LoadUser, path: string, name: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie: user.cookie, projectid: String(user.projectId) },
    body: form,
  });
  return (await response.json()) as { state: number; data: { id: number } };
}

/** Heavy calls of one user while another lists projects: a 10 MB file applied, 10 MB of ARXML, an 80 MB copy. */
async function heavy(base: string, worker: LoadUser, lister: LoadUser): Promise<string[]> {
  const post = (path: string, body: unknown) => postAs<{ id: number }>(base, worker, path, body);
  const lines: string[] = [];
  const file = channelFile(0);
  let uploadedId = 0;
  lines.push(
    `  upload of ${(file.length / 1048576).toFixed(1)} MB: ` +
      (await listWhile(base, lister, async () => {
        const uploaded = await upload(base, worker, '/file/upload', 'big.zzt', file);
        uploadedId = uploaded.data.id;
        return uploaded;
      })),
  );
  lines.push(
    `  applying it (${file.split('\n').length - 1} channels): ` +
      (await listWhile(base, lister, () => post('/file/submitOil', { id: uploadedId }))),
  );
  const arxml = ecucValuesFile();
  lines.push(
    `  ECUC values import of ${(arxml.length / 1048576).toFixed(1)} MB (6000 channels): ` +
      (await listWhile(base, lister, () => upload(base, worker, '/ecuc/importArxml', 'big.arxml', arxml))),
  );
  for (let i = 1; i <= 8; i++) {
    const stored = await upload(base, worker, '/file/upload', `stored-${i}.zzt`, channelFile(i));
    if (stored.state !== 200) throw new Error(`upload: ${JSON.stringify(stored)}`);
  }
  lines.push(
    `  copy of the project (9 stored files, 90 MB, and its channels): ` +
      (await listWhile(base, lister, () => post('/vkproject/projectCopy', { id: worker.projectId }))),
  );
  return lines;
}

async function measure(backend: 'embedded' | 'postgres'): Promise<string> {
  const unregister = registerThrowawayModule();
  const app = await createTestApp(backend);
  try {
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = app.fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    const loadUsers = await seed(app, base);

    // The clients run in a thread of their own, so that their CPU is not taken from the server's.
    const scripts = await testThreadScripts();
    const phase = (name: LoadClientsTask['phase'], seconds: number) =>
      new Promise<LoadClientsResult>((resolve, reject) => {
        const task: LoadClientsTask = {
          base,
          port,
          users: loadUsers,
          phase: name,
          seconds,
          containerPrefix: CHANNELS.prefix,
          updatedParameter: 'ZztChannelLength',
        };
        const clients = new Worker(join(scripts, 'load-clients.js'), { workerData: task });
        clients.once('message', (result: LoadClientsResult) => {
          resolve(result);
          void clients.terminate();
        });
        clients.once('error', reject);
      });
    const { samples: steady, users: afterSteady } = await phase('steady', STEADY_SECONDS);
    loadUsers.splice(0, loadUsers.length, ...afterSteady);
    const { samples: saturated, probes } = await phase('saturation', SATURATION_SECONDS);

    const ok = saturated.filter((s) => s.ok);
    const line = (name: string, samples: readonly Sample[], seconds: number) =>
      `${name}: ${samples.length} requests, ${(samples.length / seconds).toFixed(0)} req/s, ` +
      `errors ${samples.filter((s) => !s.ok && !s.busy).length}, 503 ${samples.filter((s) => s.busy).length}, ` +
      `timeouts ${samples.filter((s) => s.timeout).length}, p50 ${percentile(
        samples.map((s) => s.ms),
        50,
      ).toFixed(1)} ms, ` +
      `p99 ${percentile(
        samples.map((s) => s.ms),
        99,
      ).toFixed(1)} ms`;
    const heavyLines = await heavy(base, loadUsers[0]!, loadUsers[1]!);
    return [
      `${backend}, ${USERS} users × ${PROJECTS_PER_USER} projects:`,
      `  ${line(`steady ${STEADY_SECONDS} s (goal: 0 errors, p99 < ${backend === 'postgres' ? 50 : 100} ms)`, steady, STEADY_SECONDS)}`,
      `  ${line(`saturation ${SATURATION_SECONDS} s (goal: 0 timeouts)`, saturated, SATURATION_SECONDS)}; answered ${ok.length}`,
      `  new connection, first answer: max ${Math.max(...probes).toFixed(1)} ms, p50 ${percentile(probes, 50).toFixed(1)} ms over ${probes.length} probes (goal: < 100 ms)`,
      `  heavy calls of one user (goal: the other user's project list p99 < 100 ms):`,
      ...heavyLines,
    ].join('\n');
  } finally {
    await app.close();
    unregister();
  }
}

describe('load (127.0.0.1 only)', () => {
  bench(
    `${USERS} users: steady ${STEADY_SECONDS} s and saturation ${SATURATION_SECONDS} s, embedded database${process.env.DATABASE_URL ? ' and PostgreSQL' : ''}`,
    async () => {
      const reports = [await measure('embedded')];
      if (process.env.DATABASE_URL) reports.push(await measure('postgres'));
      console.log(reports.join('\n'));
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
