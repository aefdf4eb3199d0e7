import fs from 'node:fs';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * The embedded database's own thread: PGlite executes SQL in WebAssembly synchronously, so on the
 * server's thread every statement (a batch of search events, a statistics report, a feed's offers)
 * held the event loop and every search waiting behind it. Here it holds only this thread.
 */
export type DbRequest =
  | { id: number; op: 'query'; text: string; params: readonly unknown[]; tx: number | null }
  | { id: number; op: 'exec'; script: string; tx: number | null }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** What a failed statement carries back: its message and PostgreSQL's fields (code 23505 and the like). */
export type DbFailure = { message: string } & Record<string, string | number | undefined>;

export type DbReply =
  | { id: number; ready: true }
  | { id: number; rows: unknown[] }
  | { id: number; tx: number }
  | { id: number; done: true }
  | { id: number; error: DbFailure };

const { dataDir, template } = workerData as { dataDir: string | undefined; template: string | undefined };
if (!parentPort) throw new Error('pglite-thread runs as a worker thread');
const port: MessagePort = parentPort;

const reply = (message: DbReply) => port.postMessage(message);

function failureOf(error: unknown): DbFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: DbFailure = { message: error.message };
  for (const [key, value] of Object.entries(error)) if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return fields;
}

/** An open transaction: its handle, and how to end it (resolving commits, rejecting rolls back). */
interface Open {
  tx: Transaction;
  end: (commit: boolean, replyId: number) => void;
}

const ROLLBACK = Symbol('rollback');
const open = new Map<number, Open>();
let nextTx = 1;

try {
  // A template (a dumped, migrated database) skips initdb, the most of opening a fresh database.
  const lite = template
    ? await PGlite.create({ dataDir, loadDataDir: new Blob([fs.readFileSync(template)]) })
    : await PGlite.create(dataDir);

  function begin(id: number): void {
    const txId = nextTx++;
    let endReplyId = -1;
    lite
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            open.set(txId, {
              tx,
              end: (commit, replyId) => {
                endReplyId = replyId;
                if (commit) resolve();
                else reject(ROLLBACK);
              },
            });
            reply({ id, tx: txId });
          }),
      )
      .then(
        () => reply({ id: endReplyId, done: true }),
        (error: unknown) => reply(error === ROLLBACK ? { id: endReplyId, done: true } : { id: endReplyId, error: failureOf(error) }),
      )
      .finally(() => open.delete(txId));
  }

  async function run(request: DbRequest): Promise<void> {
    switch (request.op) {
      case 'query': {
        const client = request.tx === null ? lite : open.get(request.tx)?.tx;
        if (!client) throw new Error('transaction already ended');
        reply({ id: request.id, rows: (await client.query(request.text, request.params as unknown[])).rows });
        return;
      }
      case 'exec': {
        const client = request.tx === null ? lite : open.get(request.tx)?.tx;
        if (!client) throw new Error('transaction already ended');
        await client.exec(request.script);
        reply({ id: request.id, done: true });
        return;
      }
      case 'begin':
        begin(request.id);
        return;
      case 'end': {
        const transaction = open.get(request.tx);
        if (!transaction) throw new Error('transaction already ended');
        transaction.end(request.commit, request.id);
        return;
      }
      case 'close':
        await lite.close();
        reply({ id: request.id, done: true });
        port.close();
        return;
    }
  }

  port.on('message', (request: DbRequest) => {
    run(request).catch((error: unknown) => reply({ id: request.id, error: failureOf(error) }));
  });
  reply({ id: 0, ready: true });
} catch (error) {
  reply({ id: 0, error: failureOf(error) });
}
