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
 * transaction is rolled back. SSL is refused ('N') and cancel requests are ignored, as PGlite has neither.
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

/**
 * Serves one client connection: splits its bytes into messages and hands PGlite each exchange (the messages up to and
 * including a Sync or Query; node-postgres sends Parse/Bind/Describe/Execute/Sync together) in one call, so a
 * parameterised query is one entry into PGlite and one write back instead of five of each.
 */
function serve(socket: Socket) {
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
    let end = 0;
    while (buffer.length - end >= 5) {
      const type = buffer[end];
      const length = 1 + buffer.readInt32BE(end + 1);
      if (buffer.length - end < length) break;
      if (type === TERMINATE) {
        if (end > 0) submit(buffer.subarray(0, end));
        buffer = Buffer.alloc(0);
        // Terminate: end the connection (its session hand-over happens on close).
        return void socket.end();
      }
      end += length;
      if (type === SYNC || type === QUERY) {
        submit(buffer.subarray(0, end));
        buffer = buffer.subarray(end);
        end = 0;
      }
    }
    // Messages without their Sync yet (a large exchange arriving in parts) go now; the session stays with this
    // connection until PostgreSQL reports it idle, so nothing of another connection comes in between.
    if (end > 0) {
      submit(buffer.subarray(0, end));
      buffer = buffer.subarray(end);
    }
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
