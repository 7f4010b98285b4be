import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './accounts';

export const decks = pgTable('decks', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  champions: jsonb('champions').$type<string[]>().notNull().default([]),
  cards: jsonb('cards').$type<{ id: string; count: number; ff?: boolean }[]>().notNull().default([]),
  dicepool: jsonb('dicepool').$type<{ magic: string; count: number }[]>().notNull().default([]),
  notes: text('notes').notNull().default(''),
  favourite: boolean('favourite').notNull().default(false),
  shareUuid: uuid('share_uuid').notNull().unique(),
  sourceUuid: uuid('source_uuid'),
  sourceOrigin: text('source_origin'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});

export const games = pgTable('games', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  gameType: text('game_type').notNull(),
  gameFormat: text('game_format').notNull(),
  isPrivate: boolean('is_private').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  winner: text('winner'),
  winReason: text('win_reason'),
  node: text('node'),
  saveReplay: boolean('save_replay').notNull().default(false),
  setup: jsonb('setup').$type<unknown>(),
  chat: jsonb('chat').$type<unknown[]>().notNull().default([]),
  /** Seats and options of a running game (migration 0020), so a restarted node can bring it back. */
  meta: jsonb('meta').$type<unknown>(),
  owner: text('owner'),
});

export const gamePlayers = pgTable(
  'game_players',
  {
    gameId: uuid('game_id').notNull(),
    userId: uuid('user_id'),
    username: text('username').notNull(),
    deckName: text('deck_name').notNull().default(''),
    deckId: uuid('deck_id'),
    champions: jsonb('champions').$type<string[]>().notNull().default([]),
    wounds: integer('wounds').notNull().default(0),
    won: boolean('won').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.username] })],
);

/**
 * Written as a game is played, before the action is acknowledged, so a restarted node can bring a
 * running game back (migration 0060: `entry` the engine's whole log entry, `clocks` both chess clocks'
 * remaining ms once the action was made; `action` stays for readers of the older shape).
 */
export const gameActions = pgTable(
  'game_actions',
  {
    gameId: uuid('game_id').notNull(),
    seq: integer('seq').notNull(),
    player: text('player').notNull(),
    action: jsonb('action').$type<unknown>(),
    entry: jsonb('entry').$type<unknown>(),
    clocks: jsonb('clocks').$type<Record<string, number>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

export const replays = pgTable('replays', {
  gameId: uuid('game_id').primaryKey(),
  isPublic: boolean('is_public').notNull().default(false),
  data: bytea('data').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export const lobbyMessages = pgTable('lobby_messages', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id'),
  username: text('username').notNull(),
  message: text('message').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  deleted: boolean('deleted').notNull().default(false),
});

/**
 * A node's events written in the same transaction as what they report (the finished game's record),
 * relayed to the lobby after the commit and deleted once delivered; a node relays its own rows again
 * when it starts, so a node killed between the commit and the relay loses no event (node/outbox.ts).
 */
export const nodeEventOutbox = pgTable('node_event_outbox', {
  id: serial('id').primaryKey(),
  node: text('node').notNull(),
  event: jsonb('event').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
