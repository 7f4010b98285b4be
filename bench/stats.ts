/**
 * Results and stats at scale: seeds 100,000 finished games (200,000 player records) and times
 * the /api/stats and /api/games queries, on PGlite always and on PostgreSQL when DATABASE_URL is
 * set (in a fresh database made and dropped here). Worst case first: one player in every game.
 *
 *   npx tsx bench/stats.ts            DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/stats.ts
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadCatalog } from '../src/server/cards/catalog';
import { openDatabase, type Database } from '../src/server/db/client';
import { listGames } from '../src/server/results/games';
import { championStats } from '../src/server/results/stats';
import type { ResultsQuery } from '../src/protocol/results';

const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const USERS = 1000;
const RUNS = 5;
const champions = ['orla-cinderhand', 'thessaly-gloamveil', 'bram-oakenroot', 'seraphine-dawnsworn', 'corvin-hexweaver', 'maelis-threadbinder', 'ottoline-clockwise', 'garrick-ashforge'];
const champ = (expr: string) => `(ARRAY['${champions.join("','")}'])[1 + (${expr}) % ${champions.length}]`;

/** Everything in SQL with generate_series: seconds, not minutes, even on PGlite. */
export async function seed(d: Database): Promise<void> {
  const run = (q: string) => d.db.execute(sql.raw(q));
  await run(`INSERT INTO users (id, username, username_lower, email, email_lower, password_hash)
             SELECT md5('u' || i)::uuid, 'user' || i, 'user' || i, 'user' || i || '@x.test', 'user' || i || '@x.test', 'x'
             FROM generate_series(0, ${USERS}) i`);
  await run(`INSERT INTO games (id, name, game_type, game_format, is_private, created_at, started_at, finished_at, winner, win_reason, chat)
             SELECT md5('g' || i)::uuid, 'game ' || i,
                    CASE WHEN i % 10 < 3 THEN 'competitive' WHEN i % 10 < 9 THEN 'casual' ELSE 'solo' END,
                    CASE WHEN i % 10 = 9 THEN 'solo' ELSE 'precon' END, i % 2 = 0,
                    now() - (i % 730) * interval '1 day' - interval '2 hours', now() - (i % 730) * interval '1 day' - interval '1 hour',
                    now() - (i % 730) * interval '1 day',
                    CASE WHEN i % 3 = 0 THEN 'user0' ELSE 'user' || (1 + i % ${USERS}) END, 'champions defeated',
                    CASE WHEN i % 4 = 0 THEN '[{"mid":1,"name":"user0","message":[{"type":"text","text":"gg"}]}]'::jsonb ELSE '[]'::jsonb END
             FROM generate_series(1, ${GAMES}) i`);
  // user0 plays every game (the worst case); the opponents spread over the other users.
  await run(`INSERT INTO game_players (game_id, user_id, username, deck_name, champions, wounds, won)
             SELECT md5('g' || i)::uuid, md5('u0')::uuid, 'user0', 'Deck ' || (i % 7),
                    jsonb_build_array(${champ('i')}, ${champ('i / 8')}, ${champ('i / 64')}), i % 9, i % 3 = 0
             FROM generate_series(1, ${GAMES}) i`);
  await run(`INSERT INTO game_players (game_id, user_id, username, deck_name, champions, wounds, won)
             SELECT md5('g' || i)::uuid, md5('u' || (1 + i % ${USERS}))::uuid, 'user' || (1 + i % ${USERS}), 'Their deck',
                    jsonb_build_array(${champ('i + 3')}, ${champ('i / 5')}), i % 7, i % 3 <> 0
             FROM generate_series(1, ${GAMES}) i`);
  await run('ANALYZE');
}

async function time(fn: () => Promise<unknown>): Promise<string> {
  await fn(); // warm the cache and the plan
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return `${ms[Math.floor(ms.length / 2)].toFixed(1)} ms`;
}

async function bench(label: string, d: Database): Promise<void> {
  const catalog = loadCatalog();
  const t0 = performance.now();
  await seed(d);
  console.log(`\n${label}: seeded ${GAMES} games in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const heavy = (await d.db.execute(sql`SELECT md5('u0')::uuid AS id`)) as unknown as { rows: { id: string }[] };
  const typical = (await d.db.execute(sql`SELECT md5('u17')::uuid AS id`)) as unknown as { rows: { id: string }[] };
  const cases: [string, string, ResultsQuery][] = [
    [`user in all ${GAMES} games, all PvP, all time`, heavy.rows[0].id, { months: 0, gameType: '' }],
    [`user in all ${GAMES} games, ranked, last 12 months`, heavy.rows[0].id, { months: 12, gameType: 'competitive' }],
    [`user in all ${GAMES} games, casual, last 1 month`, heavy.rows[0].id, { months: 1, gameType: 'casual' }],
    [`typical user (${GAMES / USERS} games), all PvP`, typical.rows[0].id, { months: 0, gameType: '' }],
  ];
  console.log('| case | /api/stats query | /api/games query |');
  console.log('|---|---|---|');
  for (const [name, user, q] of cases) {
    const s = await time(() => championStats(d.db, catalog, user, q));
    const g = await time(() => listGames(d.db, user, q));
    console.log(`| ${name} | ${s} | ${g} |`);
  }
}

async function main(): Promise<void> {
  const lite = await openDatabase({ dataDir: ':memory:' });
  try {
    await bench('PGlite (in memory)', lite);
  } finally {
    await lite.close();
  }
  if (!process.env.DATABASE_URL) return console.log('\n(PostgreSQL skipped: set DATABASE_URL)');
  const base = new URL(process.env.DATABASE_URL);
  const name = `eh_bench_stats_${process.pid}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    const pgdb = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
    try {
      await bench('PostgreSQL', pgdb);
    } finally {
      await pgdb.close();
    }
    // Let the pool's sockets close before the drop, or FORCE kills them mid-goodbye.
    await new Promise((r) => setTimeout(r, 300));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// Run as a script; bench helpers (seed) stay importable for one-off EXPLAINs.
if (process.argv[1]?.endsWith('stats.ts')) await main();
