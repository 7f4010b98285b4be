-- Lobby and game nodes: what a restarted node needs besides setup and the action log.
ALTER TABLE games ADD COLUMN IF NOT EXISTS meta jsonb;
ALTER TABLE games ADD COLUMN IF NOT EXISTS owner text;
CREATE INDEX IF NOT EXISTS games_running ON games(node) WHERE finished_at IS NULL;
