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

/** Serves one client connection: splits its bytes into messages and runs each on the shared session in turn. */
function serve(socket: Socket) {
  let buffer = Buffer.alloc(0);
  let started = false;
  /** The last six bytes answered, to read the session's status from a trailing ReadyForQuery. */
  let tail = Buffer.alloc(0);
  let chain = Promise.resolve();

  const run = async (message: Uint8Array) => {
    await acquire(socket);
    await db.execProtocolRawStream(message, {
      onRawData: (data) => {
        // `data` is a view of PGlite's WASM memory, reused for the next bytes; a backed-up socket keeps the chunk it is
        // given until it drains, so it gets a copy (else large answers reach the client overwritten).
        if (!socket.destroyed) socket.write(Buffer.from(data));
        tail = Buffer.concat([tail, data]).subarray(-6);
      },
    });
    if (tail.length === 6 && tail[0] === READY_FOR_QUERY && tail.readInt32BE(1) === 5 && tail[5] === IDLE) release(socket);
  };

  const take = () => {
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (buffer.length < length) return;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST) socket.write('N');
        else if (code === CANCEL_REQUEST) socket.end();
        else if (code === PROTOCOL_3) {
          started = true;
          chain = chain.then(() => run(new Uint8Array(message)));
        } else socket.destroy();
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      // Terminate: end the connection (its session hand-over happens on close).
      if (message[0] === 0x58) {
        socket.end();
        return;
      }
      chain = chain.then(() => run(new Uint8Array(message)));
    }
  };

  socket.on('data', (data) => {
    buffer = Buffer.concat([buffer, data]);
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
