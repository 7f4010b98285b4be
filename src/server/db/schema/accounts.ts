import { boolean, customType, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer: avatars, backgrounds and compressed replays. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull(),
  usernameLower: text('username_lower').notNull().unique(),
  email: text('email').notNull(),
  emailLower: text('email_lower').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  registered: timestamp('registered', { withTimezone: true }).notNull().defaultNow(),
  avatarFile: uuid('avatar_file'),
  faveColor: text('fave_color'),
  disabled: boolean('disabled').notNull().default(false),
  verified: boolean('verified').notNull().default(false),
  permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  blockList: jsonb('block_list').$type<string[]>().notNull().default([]),
  altArts: jsonb('alt_arts').$type<Record<string, string[]>>().notNull().default({}),
  patreon: jsonb('patreon').$type<Record<string, unknown> | null>(),
  gamesPlayed: integer('games_played').notNull().default(0),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  previousHash: text('previous_hash'),
  ip: text('ip').notNull().default(''),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  lastUsed: timestamp('last_used', { withTimezone: true }).notNull().defaultNow(),
  expires: timestamp('expires', { withTimezone: true }).notNull(),
});

export const accountTokens = pgTable('account_tokens', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  kind: text('kind').$type<'activate' | 'reset'>().notNull(),
  tokenHash: text('token_hash').notNull(),
  expires: timestamp('expires', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const files = pgTable('files', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id'),
  kind: text('kind').$type<'avatar' | 'background'>().notNull(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export const banlist = pgTable('banlist', {
  id: serial('id').primaryKey(),
  ip: text('ip').notNull().unique(),
  added: timestamp('added', { withTimezone: true }).notNull().defaultNow(),
  addedBy: text('added_by').notNull(),
});

export const crashReports = pgTable('crash_reports', {
  id: serial('id').primaryKey(),
  username: text('username'),
  message: text('message').notNull(),
  stack: text('stack'),
  url: text('url'),
  breadcrumbs: jsonb('breadcrumbs').$type<unknown[]>().notNull().default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});
