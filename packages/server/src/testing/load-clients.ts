/**
 * The clients of the load bench (`load.bench.ts`), in a thread of their own: 200 users' HTTP calls cost CPU
 * that would otherwise be taken from the server they measure (the bench runs the server in its own thread).
 * Run as a worker (`workerData: LoadClientsTask`, bundled by `testThreadScripts`), it posts back a
 * `LoadClientsResult`; the functions are also used directly by the bench's heavy phase.
 */
import { request as httpRequest } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface LoadUser {
  cookie: string;
  projectId: number;
  container: { id: string; version: number };
}

export interface Sample {
  ms: number;
  ok: boolean;
  busy: boolean;
  timeout: boolean;
}

export interface LoadClientsTask {
  base: string;
  port: number;
  users: LoadUser[];
  /** Steady: each user once a second; saturation: back to back, with a new connection probed every 250 ms. */
  phase: 'steady' | 'saturation';
  seconds: number;
  /** Where the mix's container calls go: `/${prefix}/getProjectIdListData` and `/${prefix}/updateIdData`. */
  containerPrefix: string;
  /** The parameter an update sets. */
  updatedParameter: string;
}

export interface LoadClientsResult {
  samples: Sample[];
  /** Milliseconds to the first answer on a brand-new connection (saturation only). */
  probes: number[];
  /** The users as the phase left them (the versions of their containers), for the next phase. */
  users: LoadUser[];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function call(base: string, user: LoadUser, path: string, body: unknown): Promise<Sample> {
  const start = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie, projectid: String(user.projectId) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await response.json()) as { state: number; data: unknown };
    const ms = performance.now() - start;
    if (path.endsWith('/updateIdData') && answer.state === 200)
      user.container.version = (answer.data as { container: { version: number } }).container.version;
    return {
      ms,
      ok: response.status === 200 && answer.state === 200,
      busy: response.status === 503,
      timeout: false,
    };
  } catch {
    return { ms: performance.now() - start, ok: false, busy: false, timeout: true };
  }
}

/** One request of the mix: half project lists, 40 % container lists, 10 % updates. */
export function oneRequest(task: LoadClientsTask, user: LoadUser, i: number): Promise<Sample> {
  const kind = i % 10;
  if (kind < 5) return call(task.base, user, '/vkproject/getMyProjectListData', {});
  if (kind < 9) return call(task.base, user, `/${task.containerPrefix}/getProjectIdListData`, {});
  return call(task.base, user, `/${task.containerPrefix}/updateIdData`, {
    id: user.container.id,
    version: user.container.version,
    values: { [task.updatedParameter]: String(1 + (i % 64)) },
  });
}

/** Time to the first answer on a brand-new connection. */
export function freshConnection(port: number): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/app/config',
        method: 'POST',
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - start));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(REQUEST_TIMEOUT_MS));
    req.setHeader('content-type', 'application/json');
    req.end('{}');
  });
}

/** Runs one phase of the load; every loop stops by itself when the phase's time is up. */
export async function runLoad(task: LoadClientsTask): Promise<LoadClientsResult> {
  const samples: Sample[] = [];
  const probes: number[] = [];
  const end = performance.now() + task.seconds * 1000;
  if (task.phase === 'steady') {
    await Promise.all(
      task.users.map(async (user, u) => {
        await sleep((u * 1000) / task.users.length);
        for (let i = u; performance.now() < end; i++) {
          const next = performance.now() + 1000;
          samples.push(await oneRequest(task, user, i));
          await sleep(Math.max(0, next - performance.now()));
        }
      }),
    );
    return { samples, probes, users: task.users };
  }
  const prober = (async () => {
    while (performance.now() < end) {
      probes.push(await freshConnection(task.port));
      await sleep(250);
    }
  })();
  await Promise.all(
    task.users.map(async (user, u) => {
      for (let i = u; performance.now() < end; i++) samples.push(await oneRequest(task, user, i));
    }),
  );
  await prober;
  return { samples, probes, users: task.users };
}

if (parentPort && workerData) {
  const port = parentPort;
  void runLoad(workerData as LoadClientsTask).then((result) => port.postMessage(result));
}
