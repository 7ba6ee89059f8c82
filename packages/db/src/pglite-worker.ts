/**
 * The embedded database off the API's event loop (issue 15, decision 0110): this worker thread owns the PGlite
 * instance and serves it over the PostgreSQL wire protocol on a Unix socket, so the API talks to it with node-postgres
 * like to any PostgreSQL and its own thread stays free while a query runs. Started by `createDatabase({ embedded:
 * 'worker' })` (client.ts) with `workerData` {@link PgliteWorkerData}; posts `{ ready: true }` once listening, or
 * `{ error }`; on the message `'close'` it stops listening, closes PGlite and posts `{ closed: true }`.
 *
 * PGlite is one session, so connections take turns: a connection holds the session from its first message until
 * PostgreSQL reports it idle again (ReadyForQuery `I`), so a transaction or an extended-protocol exchange
 * (Parse … Sync) of one connection is never interleaved with another's. A connection that goes away inside a
 * transaction is rolled back. Prepared-statement names are scoped to their connection (the session is shared) and
 * deallocated when it closes. SSL is refused ('N') and cancel requests are ignored, as PGlite has neither.
 */
import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** What the worker is started with: PGlite's data folder (absent: in memory) and the socket path to listen on. */
export type PgliteWorkerData = { dataPath?: string; socketPath: string };

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
/** ReadyForQuery: 'Z', length 5, status byte. */
const READY_FOR_QUERY = 0x5a;
const IDLE = 0x49;

const { dataPath, socketPath } = workerData as PgliteWorkerData;
const port = parentPort!;

/** The connection holding the session, and those waiting for it (first come, first served). */
let owner: Socket | null = null;
const waiting: (() => void)[] = [];

async function acquire(socket: Socket): Promise<void> {
  if (owner === socket) return;
  if (owner) await new Promise<void>((resolve) => waiting.push(resolve));
  owner = socket;
}

function release(socket: Socket) {
  if (owner !== socket) return;
  owner = null;
  waiting.shift()?.();
}

let db: PGlite;
try {
  db = await PGlite.create(dataPath);
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

/** Frontend message types that end an exchange: Sync (extended protocol) and Query (simple protocol). */
const SYNC = 0x53;
const QUERY = 0x51;
const TERMINATE = 0x58;
/** Frontend message types that name a prepared statement, and the 'S' (statement) target of Describe and Close. */
const PARSE = 0x50;
const BIND = 0x42;
const DESCRIBE = 0x44;
const CLOSE = 0x43;
const STATEMENT = 0x53;

/** Connections served so far, to give each its own prepared-statement names. */
let connections = 0;

/**
 * Where the prepared-statement name starts in `message` (Parse, Bind, or Describe/Close of a statement), else -1.
 * Offsets count the type byte and the length (5 bytes); Bind names its portal first.
 */
function statementNameAt(message: Buffer): number {
  const type = message[0];
  if (type === PARSE) return 5;
  if (type === BIND) return message.indexOf(0, 5) + 1;
  if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT) return 6;
  return -1;
}

/**
 * Serves one client connection: splits its bytes into messages and hands PGlite each exchange (the messages up to and
 * including a Sync or Query; node-postgres sends Parse/Bind/Describe/Execute/Sync together) in one call, so a
 * parameterised query is one entry into PGlite and one write back instead of five of each.
 */
function serve(socket: Socket) {
  // PGlite's one session holds every connection's prepared statements: each connection's names get its own suffix,
  // so two pooled connections preparing "load_viewer" do not collide, and its statements go when it closes.
  const suffix = `__c${(connections += 1)}`;
  const statements = new Set<string>();
  /** `message` with its prepared-statement name (if any, and not the unnamed one) made this connection's own. */
  const scoped = (message: Buffer): Buffer => {
    const at = statementNameAt(message);
    if (at < 0) return message;
    const end = message.indexOf(0, at);
    if (end <= at) return message;
    const name = message.toString('utf8', at, end);
    if (message[0] === PARSE) statements.add(name);
    else if (message[0] === CLOSE) statements.delete(name);
    const renamed = Buffer.concat([message.subarray(0, at), Buffer.from(name + suffix), message.subarray(end)]);
    renamed.writeInt32BE(renamed.length - 1, 1);
    return renamed;
  };
  let buffer = Buffer.alloc(0);
  let started = false;
  /** The last six bytes answered, to read the session's status from a trailing ReadyForQuery. */
  let tail = Buffer.alloc(0);
  let chain = Promise.resolve();

  const run = async (messages: Buffer) => {
    await acquire(socket);
    // PGlite hands out views of its WebAssembly memory, which its next write reuses: copy each before it is queued on
    // the socket (a view written as is corrupted answers larger than the socket's buffer). One corked write per call.
    socket.cork();
    try {
      await db.execProtocolRawStream(messages, {
        onRawData: (data) => {
          const copy = Buffer.from(data);
          if (!socket.destroyed) socket.write(copy);
          tail = copy.length >= 6 ? copy.subarray(-6) : Buffer.concat([tail, copy]).subarray(-6);
        },
      });
    } finally {
      socket.uncork();
    }
    if (tail.length === 6 && tail[0] === READY_FOR_QUERY && tail.readInt32BE(1) === 5 && tail[5] === IDLE) release(socket);
  };

  /** Queues `messages` (complete frontend messages of this connection, in order) as one call into PGlite. */
  const submit = (messages: Buffer) => {
    chain = chain.then(() => run(messages));
  };

  const take = () => {
    if (!started) {
      if (buffer.length < 8) return;
      const length = buffer.readInt32BE(0);
      const code = buffer.readInt32BE(4);
      if (buffer.length < length) return;
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      if (code === SSL_REQUEST) socket.write('N');
      else if (code === CANCEL_REQUEST) return void socket.end();
      else if (code === PROTOCOL_3) {
        started = true;
        submit(message);
      } else return void socket.destroy();
      return take();
    }
    // The complete messages at the head of the buffer, cut after each Sync or Query.
    let parts: Buffer[] = [];
    const flush = () => {
      if (parts.length) submit(parts.length === 1 ? parts[0] : Buffer.concat(parts));
      parts = [];
    };
    while (buffer.length >= 5) {
      const type = buffer[0];
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) break;
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      if (type === TERMINATE) {
        flush();
        // Terminate: end the connection (its session hand-over happens on close).
        return void socket.end();
      }
      parts.push(scoped(message));
      if (type === SYNC || type === QUERY) flush();
    }
    // Messages without their Sync yet (a large exchange arriving in parts) go now; the session stays with this
    // connection until PostgreSQL reports it idle, so nothing of another connection comes in between.
    flush();
  };

  socket.on('data', (data) => {
    buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
    take();
    chain = chain.catch(() => {
      socket.destroy();
    });
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    void chain.finally(async () => {
      if (owner === socket && db.isInTransaction()) await db.exec('ROLLBACK').catch(() => {});
      if (statements.size > 0) {
        await acquire(socket);
        for (const name of statements) await db.exec(`deallocate "${(name + suffix).replaceAll('"', '""')}"`).catch(() => {});
      }
      release(socket);
    });
  });
}

const server = createServer(serve);
server.on('error', (error) => port.postMessage({ error: error.message }));
server.listen(socketPath, () => port.postMessage({ ready: true }));

port.on('message', (message) => {
  if (message !== 'close') return;
  server.close();
  void db.close().finally(() => port.postMessage({ closed: true }));
});
