-- Results and stats (issue 10): a user's records are read from the narrow covering index alone
-- (an index-only scan), and games are joined by primary key; finished games by period and type.
CREATE INDEX IF NOT EXISTS game_players_user_results ON game_players(user_id) INCLUDE (game_id, won, champions, deck_id, username)
  WHERE user_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS games_finished_results ON games(finished_at DESC) INCLUDE (id, winner, game_type, game_format)
  WHERE finished_at IS NOT NULL;
