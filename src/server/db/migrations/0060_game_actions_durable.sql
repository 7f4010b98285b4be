-- Acknowledged means stored (issue 14): each action row holds the engine's whole log entry as-is
-- (plain actions and the server's own system entries alike) and both chess clocks' remaining
-- milliseconds once the action was made, so a restored game resumes its clocks instead of full time.
ALTER TABLE game_actions ADD COLUMN IF NOT EXISTS entry jsonb;
ALTER TABLE game_actions ADD COLUMN IF NOT EXISTS clocks jsonb;
ALTER TABLE game_actions ALTER COLUMN action DROP NOT NULL;
