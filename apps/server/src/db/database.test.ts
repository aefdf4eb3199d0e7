import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite } from './database';

describe('embedded database on its own thread', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(null);
    await db.exec('create table t (id int primary key, label text, at timestamptz, data bytea, doc jsonb)');
  });
  afterAll(() => db.close());

  it('answers queries with parameters and typed values (dates, bytes, JSON) as the server thread sees them', async () => {
    const at = new Date('2026-11-28T10:00:00Z');
    await db.query('insert into t values ($1, $2, $3, $4, $5)', [1, 'one', at, Buffer.from([1, 2, 3]), JSON.stringify({ a: [1] })]);
    const [row] = await db.query<{ id: number; label: string; at: Date; data: Uint8Array; doc: unknown }>(
      'select * from t where id = $1',
      [1],
    );
    expect(row?.at).toEqual(at);
    expect([...(row?.data ?? [])]).toEqual([1, 2, 3]);
    expect(row?.doc).toEqual({ a: [1] });
  });

  it('keeps PostgreSQL error fields (the code a unique violation is told by)', async () => {
    const error = await db.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).toBe('23505');
  });

  it('commits a transaction, rolls one back on a thrown error, and other statements wait for it', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t (id, label) values (2, $1)', ['two']);
    });
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into t (id, label) values (3, $1)', ['three']);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    let released = () => {};
    const held = db.transaction(async (tx) => {
      await tx.query('update t set label = $1 where id = 2', ['held']);
      await new Promise<void>((resolve) => {
        released = resolve;
      });
    });
    // Issued while the transaction is open: runs after it and sees its change.
    const outside = db.query<{ label: string }>('select label from t where id = 2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    released();
    await held;
    expect(await outside).toEqual([{ label: 'held' }]);
    expect(await db.query('select id from t order by id')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('a failed statement inside a transaction rolls the whole transaction back', async () => {
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into t (id) values (4)');
      await tx.query('insert into t (id) values (1)');
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('select id from t where id = 4')).toEqual([]);
  });

  it('answers after close with an error, never hangs', async () => {
    const other = await openPglite(null);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('closed');
  });
});
