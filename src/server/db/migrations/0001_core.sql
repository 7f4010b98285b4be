-- Core schema: accounts, sessions, files, ban list, decks, games, records, replays, chat, crash reports.
CREATE TABLE IF NOT EXISTS users (
  id uuid PRIMARY KEY,
  username text NOT NULL,
  username_lower text NOT NULL UNIQUE,
  email text NOT NULL,
  email_lower text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  registered timestamptz NOT NULL DEFAULT now(),
  avatar_file uuid,
  fave_color text,
  disabled boolean NOT NULL DEFAULT false,
  verified boolean NOT NULL DEFAULT false,
  permissions jsonb NOT NULL DEFAULT '{}'::jsonb,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  block_list jsonb NOT NULL DEFAULT '[]'::jsonb,
  alt_arts jsonb NOT NULL DEFAULT '{}'::jsonb,
  patreon jsonb,
  games_played integer NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  previous_hash text,
  ip text NOT NULL DEFAULT '',
  created timestamptz NOT NULL DEFAULT now(),
  last_used timestamptz NOT NULL DEFAULT now(),
  expires timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
CREATE INDEX IF NOT EXISTS sessions_token ON sessions(token_hash);
CREATE INDEX IF NOT EXISTS sessions_previous ON sessions(previous_hash);

CREATE TABLE IF NOT EXISTS account_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  token_hash text NOT NULL,
  expires timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE IF NOT EXISTS files (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  content_type text NOT NULL,
  data bytea NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS banlist (
  id serial PRIMARY KEY,
  ip text NOT NULL UNIQUE,
  added timestamptz NOT NULL DEFAULT now(),
  added_by text NOT NULL
);

CREATE TABLE IF NOT EXISTS decks (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  champions jsonb NOT NULL DEFAULT '[]'::jsonb,
  cards jsonb NOT NULL DEFAULT '[]'::jsonb,
  dicepool jsonb NOT NULL DEFAULT '[]'::jsonb,
  notes text NOT NULL DEFAULT '',
  favourite boolean NOT NULL DEFAULT false,
  share_uuid uuid NOT NULL UNIQUE,
  source_uuid uuid,
  source_origin text,
  created timestamptz NOT NULL DEFAULT now(),
  last_updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS decks_user_updated ON decks(user_id, last_updated DESC);

CREATE TABLE IF NOT EXISTS games (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  game_type text NOT NULL,
  game_format text NOT NULL,
  is_private boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  winner text,
  win_reason text,
  node text,
  save_replay boolean NOT NULL DEFAULT false,
  setup jsonb,
  chat jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX IF NOT EXISTS games_finished ON games(finished_at);

CREATE TABLE IF NOT EXISTS game_players (
  game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  username text NOT NULL,
  deck_name text NOT NULL DEFAULT '',
  deck_id uuid,
  champions jsonb NOT NULL DEFAULT '[]'::jsonb,
  wounds integer NOT NULL DEFAULT 0,
  won boolean NOT NULL DEFAULT false,
  PRIMARY KEY (game_id, username)
);
CREATE INDEX IF NOT EXISTS game_players_user ON game_players(user_id, game_id);
CREATE INDEX IF NOT EXISTS game_players_deck ON game_players(deck_id);

CREATE TABLE IF NOT EXISTS game_actions (
  game_id uuid NOT NULL,
  seq integer NOT NULL,
  player text NOT NULL,
  action jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, seq)
);

CREATE TABLE IF NOT EXISTS replays (
  game_id uuid PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  is_public boolean NOT NULL DEFAULT false,
  data bytea NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS lobby_messages (
  id serial PRIMARY KEY,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  username text NOT NULL,
  message text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  deleted boolean NOT NULL DEFAULT false
);

CREATE TABLE IF NOT EXISTS crash_reports (
  id serial PRIMARY KEY,
  username text,
  message text NOT NULL,
  stack text,
  url text,
  breadcrumbs jsonb NOT NULL DEFAULT '[]'::jsonb,
  created timestamptz NOT NULL DEFAULT now()
);
