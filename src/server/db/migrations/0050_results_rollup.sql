-- Results and stats (issue 10), second step: each player record carries its game's finish time,
-- kind and whether it was decided, so a user's stats and game list read one index range
-- (user, finish time) without joining 100,000 games. Triggers keep the copy true whoever writes:
-- the lobby updates games first and inserts players after, and may correct a game later.

ALTER TABLE game_players ADD COLUMN IF NOT EXISTS finished_at timestamptz;
-- 'competitive', 'casual' (beginner counts as casual) or 'solo' (solo type or solo format).
ALTER TABLE game_players ADD COLUMN IF NOT EXISTS kind text;
-- The game has a winner (an aborted game is listed but is not a result).
ALTER TABLE game_players ADD COLUMN IF NOT EXISTS decided boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION results_kind(game_type text, game_format text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN game_type = 'solo' OR game_format = 'solo' THEN 'solo'
                WHEN game_type IN ('casual', 'beginner') THEN 'casual'
                ELSE game_type END
  $$;

CREATE OR REPLACE FUNCTION results_player_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT g.finished_at, results_kind(g.game_type, g.game_format), g.winner IS NOT NULL
    INTO NEW.finished_at, NEW.kind, NEW.decided
    FROM games g WHERE g.id = NEW.game_id;
  NEW.decided := coalesce(NEW.decided, false);
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION results_game_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_players
     SET finished_at = NEW.finished_at, kind = results_kind(NEW.game_type, NEW.game_format), decided = NEW.winner IS NOT NULL
   WHERE game_id = NEW.id;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS game_players_results_copy ON game_players;
CREATE TRIGGER game_players_results_copy BEFORE INSERT OR UPDATE OF game_id ON game_players
  FOR EACH ROW EXECUTE FUNCTION results_player_copy();

DROP TRIGGER IF EXISTS games_results_copy ON games;
CREATE TRIGGER games_results_copy AFTER UPDATE OF finished_at, winner, game_type, game_format ON games
  FOR EACH ROW
  WHEN (OLD.finished_at IS DISTINCT FROM NEW.finished_at OR OLD.winner IS DISTINCT FROM NEW.winner
        OR OLD.game_type IS DISTINCT FROM NEW.game_type OR OLD.game_format IS DISTINCT FROM NEW.game_format)
  EXECUTE FUNCTION results_game_copy();

UPDATE game_players gp
   SET finished_at = g.finished_at, kind = results_kind(g.game_type, g.game_format), decided = g.winner IS NOT NULL
  FROM games g WHERE g.id = gp.game_id;

-- The first step's indexes are superseded by this one.
DROP INDEX IF EXISTS game_players_user_results;
DROP INDEX IF EXISTS games_finished_results;
CREATE INDEX IF NOT EXISTS game_players_user_finished ON game_players(user_id, finished_at DESC)
  INCLUDE (kind, decided, won, champions, username)
  WHERE user_id IS NOT NULL AND finished_at IS NOT NULL;
