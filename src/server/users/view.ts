import { readSettings, type Settings, type User } from '../../protocol/account';
import type { UserRow } from './repo';

/** Where an avatar is served: the one place its URL is made (the account view, the lobby's players and users). */
export function avatarPath(fileId: string | null | undefined): string | null {
  return fileId ? `/avatar/${fileId}` : null;
}

/** Settings as stored, read field by field through the protocol schema: missing or malformed fields get the spec's defaults. */
export function settingsOf(row: UserRow): Settings {
  return readSettings(row.settings);
}

/** The user as they see themself: never the password hash. */
export function toUserView(row: UserRow): User {
  const patreon = row.patreon as { status?: number } | null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    registered: row.registered.toISOString(),
    avatar: avatarPath(row.avatarFile),
    faveColor: row.faveColor,
    disabled: row.disabled,
    verified: row.verified,
    permissions: row.permissions ?? {},
    settings: settingsOf(row),
    blockList: row.blockList ?? [],
    altArts: row.altArts ?? {},
    patreon: typeof patreon?.status === 'number' ? patreon.status : undefined,
    gamesPlayed: row.gamesPlayed,
  };
}
