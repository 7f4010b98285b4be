import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGliteThread } from '../../src/server/db/pglite/client';

/**
 * The embedded database on its own thread (src/server/db/pglite): it must answer as PGlite in the
 * event loop did, because drizzle, the migrations and every route rely on PGlite's behaviour:
 * rows, PostgreSQL's error fields, transactions that commit or roll back, and queries outside an
 * open transaction waiting for it.
 */
describe('PGlite on its own thread', () => {
  let db: PGliteThread;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
    db = new PGliteThread(path.join(dir, 'db'));
    await db.waitReady;
    await db.exec('create table t (id int primary key, note text); create table u (at timestamptz)');
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers rows in both row modes, and leaves the types asked for as text', async () => {
    await db.query('insert into t values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    expect((await db.query('select id, note from t order by id')).rows).toEqual([{ id: 1, note: 'one' }, { id: 2, note: 'two' }]);
    expect((await db.query('select id, note from t order by id', [], { rowMode: 'array' })).rows).toEqual([[1, 'one'], [2, 'two']]);
    await db.query("insert into u values ('2026-11-27 01:02:03+00')");
    const TIMESTAMPTZ = 1184;
    const raw = await db.query<{ at: unknown }>('select at from u', [], { parsers: { [TIMESTAMPTZ]: (v: string) => v } });
    expect(typeof raw.rows[0].at).toBe('string');
    expect((await db.query<{ at: unknown }>('select at from u')).rows[0].at).toBeInstanceOf(Date);
  });

  it("throws PostgreSQL's error with its code and constraint", async () => {
    const err = (await db.query('insert into t values (1, $1)', ['again']).catch((e: unknown) => e)) as Record<string, unknown>;
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('t_pkey');
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (10, $1)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (11, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query('select id from t where id >= 10 order by id', [], { rowMode: 'array' })).rows).toEqual([[10]]);
  });

  it('makes a query outside an open transaction wait for it, as PGlite does', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.query('insert into t values (20, $1)', ['in tx']);
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = db.query('select count(*)::int as n from t where id = 20').then((r) => {
      order.push('outside read');
      return r.rows[0];
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual(['tx wrote']);
    release();
    await tx;
    expect(await outside).toEqual({ n: 1 });
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read']);
  });

  it('keeps what was written across a reopen of the same folder', async () => {
    const folder = path.join(dir, 'reopen');
    const first = new PGliteThread(folder);
    await first.exec('create table k (v text)');
    await first.query('insert into k values ($1)', ['durable']);
    await first.close();
    const second = new PGliteThread(folder);
    expect((await second.query('select v from k')).rows).toEqual([{ v: 'durable' }]);
    await second.close();
  });

  it('does not keep the process alive once idle', () => {
    const script = `import { PGliteThread } from ${JSON.stringify(path.resolve('src/server/db/pglite/client.ts'))};
      const db = new PGliteThread(':memory:'); const r = await db.query('select 1 as one'); console.log(JSON.stringify(r.rows));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 60_000, encoding: 'utf8' });
    expect(out.trim()).toBe('[{"one":1}]');
  });
});
