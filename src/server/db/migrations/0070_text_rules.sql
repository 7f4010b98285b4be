-- Text stored before the protocol's text rules (issue 14, src/protocol/text.ts) may hold control characters
-- that the schemas now refuse, which would make a deck list or a game history fail the client's check and
-- lock its owner out of their own data. Each such character becomes U+FFFD, as old lobby messages and
-- replays are shown. Single-line fields lose every control character; deck notes keep tab and line breaks.
-- (PostgreSQL text never holds U+0000.)
UPDATE decks SET name = regexp_replace(name, '[\x01-\x1f\x7f-\x9f]', U&'\FFFD', 'g') WHERE name ~ '[\x01-\x1f\x7f-\x9f]';
UPDATE decks SET notes = regexp_replace(notes, '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]', U&'\FFFD', 'g') WHERE notes ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]';
UPDATE games SET name = regexp_replace(name, '[\x01-\x1f\x7f-\x9f]', U&'\FFFD', 'g') WHERE name ~ '[\x01-\x1f\x7f-\x9f]';
UPDATE game_players SET deck_name = regexp_replace(deck_name, '[\x01-\x1f\x7f-\x9f]', U&'\FFFD', 'g') WHERE deck_name ~ '[\x01-\x1f\x7f-\x9f]';
