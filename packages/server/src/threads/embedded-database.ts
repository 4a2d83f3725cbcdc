/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here and answers the
 * PostgreSQL wire protocol on a Unix socket, so that the server's thread only sends and reads protocol bytes
 * and stays free for requests while a query runs. The server connects with the same driver (`pg`) it uses for
 * a PostgreSQL server.
 *
 * PGlite has one session: one connection is served at a time (the server's pool holds one); a connection that
 * arrives meanwhile waits for the one before it to end. A connection that ends inside a transaction has it
 * rolled back.
 *
 * Written for this product rather than taken from `@electric-sql/pglite-socket`: that package pins an exact
 * PGlite version as a peer dependency (and a dozen extension packages), and its multiplexer interleaves the
 * extended-protocol messages of concurrent connections (one client's Parse can land between another's Parse
 * and Bind).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** What the server's thread passes to this one. */
export interface EmbeddedDatabaseThreadData {
  /** PGlite data folder, or `memory://`. */
  dataDir: string;
  /** The Unix socket to listen on (`<folder>/.s.PGSQL.5432`, as a PostgreSQL client names it). */
  socketPath: string;
}

/** What this thread tells the server's thread. */
export type EmbeddedDatabaseThreadMessage = { ready: true } | { ready: false; error: string };

const SSL_REQUEST_CODE = 80877103;
const GSS_REQUEST_CODE = 80877104;
const CANCEL_REQUEST_CODE = 80877102;

/**
 * Splits the bytes a client sent into whole protocol messages. The first message of a connection (and an
 * SSL, GSSAPI or cancel request before it) has no type byte; every later one is a type byte and a length.
 */
export class ProtocolReader {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;

  push(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
  }

  /** The next whole message, or undefined until more bytes arrive. */
  next(): { kind: 'startup' | 'ssl' | 'gss' | 'cancel' | 'message'; bytes: Buffer } | undefined {
    if (!this.started) {
      if (this.buffer.length < 8) return undefined;
      const length = this.buffer.readInt32BE(0);
      if (length < 8 || length > 1 << 20) throw new Error(`malformed startup message (length ${length})`);
      if (this.buffer.length < length) return undefined;
      const bytes = this.take(length);
      const code = bytes.readInt32BE(4);
      if (code === SSL_REQUEST_CODE) return { kind: 'ssl', bytes };
      if (code === GSS_REQUEST_CODE) return { kind: 'gss', bytes };
      if (code === CANCEL_REQUEST_CODE) return { kind: 'cancel', bytes };
      this.started = true;
      return { kind: 'startup', bytes };
    }
    if (this.buffer.length < 5) return undefined;
    const length = this.buffer.readInt32BE(1);
    if (length < 4) throw new Error(`malformed message (length ${length})`);
    if (this.buffer.length < length + 1) return undefined;
    return { kind: 'message', bytes: this.take(length + 1) };
  }

  private take(length: number): Buffer {
    const bytes = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return bytes;
  }
}

/**
 * The run-time settings a startup message asks for in its `options` parameter (`-c search_path=app`,
 * `--search_path=app`), as a PostgreSQL server applies them to the new session.
 */
export function startupSettings(startup: Buffer): [string, string][] {
  const fields = startup.subarray(8).toString('utf8').split('\0');
  const settings: [string, string][] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] !== 'options') continue;
    const words = fields[i + 1]!.split(/\s+/).filter((w) => w !== '');
    for (let w = 0; w < words.length; w++) {
      const setting =
        words[w] === '-c' ? words[++w] : words[w]!.startsWith('--') ? words[w]!.slice(2) : undefined;
      const equals = setting?.indexOf('=') ?? -1;
      if (setting && equals > 0) settings.push([setting.slice(0, equals), setting.slice(equals + 1)]);
    }
  }
  return settings;
}

/** Serves one connection until it ends; PGlite is this connection's alone meanwhile. */
async function serveConnection(database: PGlite, socket: Socket): Promise<void> {
  const reader = new ProtocolReader();
  const pending: Buffer[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  socket.setNoDelay(true);
  socket.on('data', (chunk: Buffer) => {
    pending.push(chunk);
    wake?.();
  });
  const end = () => {
    ended = true;
    wake?.();
  };
  socket.on('end', end);
  socket.on('close', end);
  socket.on('error', end);
  try {
    for (;;) {
      const chunk = pending.shift();
      if (chunk) reader.push(chunk);
      else if (ended) break;
      else {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      for (let message = reader.next(); message; message = reader.next()) {
        if (message.kind === 'ssl' || message.kind === 'gss') {
          socket.write('N');
          continue;
        }
        if (message.kind === 'cancel') {
          socket.end();
          return;
        }
        if (message.kind === 'message' && message.bytes[0] === 0x58 /* X: Terminate */) {
          socket.end();
          return;
        }
        await database.execProtocolRawStream(new Uint8Array(message.bytes), {
          // A copy: `data` is a view of PGlite's memory, which the next chunk overwrites while a large answer
          // still waits in the socket's queue.
          onRawData: (data) => {
            if (socket.writable) socket.write(Buffer.from(data));
          },
        });
        if (message.kind === 'startup') {
          // PGlite's session was started once; what this connection asks for is set before its first query.
          await database.exec('RESET ALL');
          for (const [name, value] of startupSettings(message.bytes))
            await database.query('SELECT set_config($1, $2, false)', [name, value]);
        }
      }
    }
  } catch {
    socket.destroy();
  } finally {
    if (database.isInTransaction()) await database.exec('ROLLBACK');
  }
}

/** Accepts connections one after the other. */
function listen(database: PGlite, socketPath: string): Promise<Server> {
  let queue: Promise<void> = Promise.resolve();
  const server = createServer((socket) => {
    socket.pause();
    queue = queue.then(() => {
      if (socket.destroyed) return;
      const served = serveConnection(database, socket);
      socket.resume();
      return served;
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(server));
  });
}

async function start(data: EmbeddedDatabaseThreadData): Promise<void> {
  if (data.dataDir !== 'memory://') mkdirSync(data.dataDir, { recursive: true });
  const database = new PGlite(data.dataDir);
  await database.waitReady;
  const server = await listen(database, data.socketPath);
  parentPort?.on('message', (message: unknown) => {
    if (message === 'close') {
      server.close();
      void database.close().then(() => parentPort?.close());
    }
  });
}

if (parentPort && workerData) {
  start(workerData as EmbeddedDatabaseThreadData).then(
    () => parentPort?.postMessage({ ready: true } satisfies EmbeddedDatabaseThreadMessage),
    (error: unknown) =>
      parentPort?.postMessage({
        ready: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies EmbeddedDatabaseThreadMessage),
  );
}
