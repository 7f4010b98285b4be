-- The node's event outbox (issue 19): an event reporting a stored change (a finished game's record)
-- is written in that change's transaction and relayed to the lobby after the commit, again after a
-- restart until delivered; so a node killed between the commit and the stream loses no lobby update.
CREATE TABLE IF NOT EXISTS node_event_outbox (
  id serial PRIMARY KEY,
  node text NOT NULL,
  event jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS node_event_outbox_node ON node_event_outbox (node, id);
