-- Administration: linked-account lookups by session IP, and one patron account per user.
CREATE INDEX IF NOT EXISTS sessions_ip ON sessions(ip);
CREATE UNIQUE INDEX IF NOT EXISTS users_patreon_id ON users ((patreon->>'id')) WHERE patreon->>'id' IS NOT NULL;
