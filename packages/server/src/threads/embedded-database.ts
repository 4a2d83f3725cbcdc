/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here and answers the
 * PostgreSQL wire protocol on a Unix socket, so that the server's thread only sends and reads protocol bytes
 * and stays free for requests while a query runs. The server connects with the same driver (`pg`) it uses for
 * a PostgreSQL server.
 *
 * PGlite has one session; many connections share it (`SessionScheduler`): outside transactions their queries
 * take turns, and a transaction has the session to itself until it ends. A connection that ends inside a
 * transaction has it rolled back.
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

/** One unit of work a connection asks for: protocol messages up to a Sync or a Query, or its end. */
type Unit = { kind: 'messages'; bytes: Buffer; startup: boolean; holds: boolean } | { kind: 'close' };

/** A client connection: its socket, the run-time settings it asked for and the units it sent. */
interface Connection {
  socket: Socket;
  /** Key of the settings its startup message asked for (`-c name=value`), and the settings. */
  settingsKey: string;
  settings: [string, string][];
  units: Unit[];
  /** When its last unit ended (`performance.now()`), and how long that unit ran. */
  answeredAt: number;
  lastUnitMs: number;
}

/** A unit that ran at least this long marks its connection as doing heavy work (a staged copy, a file's parts). */
const LONG_UNIT_MS = 4;
/** A connection answered this recently is taken to be in the middle of a request, about to send its next unit. */
const RECENT_ANSWER_MS = 5;
/** How long a heavy connection's next unit waits for such a connection's next unit. */
const ANTICIPATION_MS = 3;

const SYNC = 0x53; // S
const QUERY = 0x51; // Q
const FLUSH = 0x48; // H
const TERMINATE = 0x58; // X

/**
 * Shares PGlite's one session among many connections, as a PostgreSQL server shares its data among
 * sessions: the units of idle connections run one after the other in turn, so that the server's pool can keep
 * several queries on their way and PGlite never waits for the server's thread between two of them. A
 * connection that opens a transaction (or sends a Flush before its Sync) holds the session until the
 * transaction ends: meanwhile only its units run, and no other connection sees its uncommitted rows. A
 * connection's run-time settings are put in place before its unit runs when they differ from the last one's.
 *
 * Short requests go before heavy work: when the next unit is of a connection whose last unit ran long
 * (`LONG_UNIT_MS`) and another connection was answered a moment ago (a request sends its queries one after
 * the other, each after the last one's answer), the heavy unit waits up to `ANTICIPATION_MS` for that
 * request's next query, once per answer. Without it, each query of a short request would wait behind one unit of the
 * heavy work (a project list of four queries behind four statements of a copy).
 */
class SessionScheduler {
  private holder: Connection | undefined;
  private readonly turns: Connection[] = [];
  private running = false;
  private settingsInPlace: string | undefined;
  /** Every open connection, to tell whether one is in the middle of a request. */
  readonly allConnections = new Set<Connection>();

  constructor(private readonly database: PGlite) {}

  /** Wakes the pump when it waits for a short request's next unit (`anticipate`). */
  private wake: (() => void) | undefined;

  /** A connection has a new unit. */
  offer(connection: Connection, unit: Unit): void {
    if (unit.kind === 'close' && this.holder !== connection) {
      // Nothing of it is open in the session: its waiting units have no one to answer to.
      connection.units.length = 0;
      const turn = this.turns.indexOf(connection);
      if (turn >= 0) this.turns.splice(turn, 1);
      return;
    }
    connection.units.push(unit);
    if (!this.turns.includes(connection)) this.turns.push(connection);
    this.wake?.();
    void this.pump();
  }

  /** The connection whose unit runs next: the holder's, or the first in turn; another than `avoid` if there is one. */
  private next(avoid?: Connection): Connection | undefined {
    if (this.holder) return this.holder.units.length > 0 ? this.holder : undefined;
    const waiting = this.turns.filter((c) => c.units.length > 0);
    const chosen = waiting.find((c) => c !== avoid) ?? waiting[0];
    this.turns.splice(0, this.turns.length, ...waiting.filter((c) => c !== chosen));
    return chosen;
  }

  /** The answer (its `answeredAt`) the last wait was for: a heavy connection waits once per answer. */
  private waitedFor = -Infinity;

  /**
   * Whether `heavy`, whose last unit ran long, should let another connection that was just answered (and has
   * sent nothing since) send its next unit first; once per such answer.
   */
  private shouldAnticipate(heavy: Connection, now: number): boolean {
    if (this.holder || heavy.lastUnitMs < LONG_UNIT_MS) return false;
    let latest = -Infinity;
    for (const other of this.allConnections)
      if (other !== heavy && other.units.length === 0) latest = Math.max(latest, other.answeredAt);
    if (latest <= this.waitedFor || now - latest >= RECENT_ANSWER_MS) return false;
    this.waitedFor = latest;
    return true;
  }

  /** Waits until a connection offers a unit, or `ANTICIPATION_MS`. */
  private anticipate(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ANTICIPATION_MS);
      const wake = () => done();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = wake;
    }).finally(() => {
      this.wake = undefined;
    });
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      let previous: Connection | undefined;
      for (;;) {
        let connection = this.next(previous);
        if (connection && this.shouldAnticipate(connection, performance.now())) {
          this.turns.unshift(connection);
          await this.anticipate();
          connection = this.next(connection);
        }
        if (!connection) break;
        const unit = connection.units.shift()!;
        const started = performance.now();
        await this.run(connection, unit);
        connection.answeredAt = performance.now();
        connection.lastUnitMs = connection.answeredAt - started;
        const turn = this.turns.indexOf(connection);
        if (turn >= 0) this.turns.splice(turn, 1);
        if (connection.units.length > 0) this.turns.push(connection);
        previous = connection;
      }
    } finally {
      this.running = false;
    }
  }

  private async run(connection: Connection, unit: Unit): Promise<void> {
    const { database } = this;
    const { socket } = connection;
    if (unit.kind === 'close') {
      if (database.isInTransaction()) await database.exec('ROLLBACK').catch(() => undefined);
      this.holder = undefined;
      connection.units.length = 0;
      return;
    }
    try {
      if (!unit.startup && this.settingsInPlace !== connection.settingsKey) {
        await database.exec('RESET ALL');
        for (const [name, value] of connection.settings)
          await database.query('SELECT set_config($1, $2, false)', [name, value]);
        this.settingsInPlace = connection.settingsKey;
      }
      await database.execProtocolRawStream(new Uint8Array(unit.bytes), {
        // A copy: `data` is a view of PGlite's memory, which the next unit overwrites while a large answer
        // still waits in the socket's queue.
        onRawData: (data) => {
          if (socket.writable) socket.write(Buffer.from(data));
        },
      });
      if (unit.startup) this.settingsInPlace = undefined;
      this.holder = unit.holds || database.isInTransaction() ? connection : undefined;
    } catch {
      socket.destroy();
      if (database.isInTransaction()) await database.exec('ROLLBACK').catch(() => undefined);
      this.holder = undefined;
      connection.units.length = 0;
    }
  }
}

/** Reads one connection's messages into units for the scheduler until it ends. */
function serveConnection(scheduler: SessionScheduler, socket: Socket): void {
  const reader = new ProtocolReader();
  const connection: Connection = {
    socket,
    settingsKey: '',
    settings: [],
    units: [],
    answeredAt: -Infinity,
    lastUnitMs: 0,
  };
  scheduler.allConnections.add(connection);
  let collected: Buffer[] = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    scheduler.allConnections.delete(connection);
    scheduler.offer(connection, { kind: 'close' });
  };
  socket.setNoDelay(true);
  socket.on('data', (chunk: Buffer) => {
    if (closed) return;
    try {
      reader.push(chunk);
      for (let message = reader.next(); message; message = reader.next()) {
        if (message.kind === 'ssl' || message.kind === 'gss') {
          socket.write('N');
        } else if (message.kind === 'cancel' || message.bytes[0] === TERMINATE) {
          socket.end();
          close();
          return;
        } else if (message.kind === 'startup') {
          connection.settings = startupSettings(message.bytes);
          connection.settingsKey = JSON.stringify(connection.settings);
          scheduler.offer(connection, {
            kind: 'messages',
            bytes: message.bytes,
            startup: true,
            holds: false,
          });
        } else {
          collected.push(message.bytes);
          const type = message.bytes[0];
          if (type === SYNC || type === QUERY || type === FLUSH) {
            const bytes = collected.length === 1 ? collected[0]! : Buffer.concat(collected);
            collected = [];
            scheduler.offer(connection, { kind: 'messages', bytes, startup: false, holds: type === FLUSH });
          }
        }
      }
    } catch {
      socket.destroy();
      close();
    }
  });
  socket.on('end', close);
  socket.on('close', close);
  socket.on('error', close);
}

/** Accepts connections; their units share PGlite's session through one scheduler. */
function listen(database: PGlite, socketPath: string): Promise<Server> {
  const scheduler = new SessionScheduler(database);
  const server = createServer((socket) => serveConnection(scheduler, socket));
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
