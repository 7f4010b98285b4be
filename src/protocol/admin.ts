import { z } from 'zod';
import { Permissions, User } from './account';
import { line, text } from './text';

/**
 * Administration and supporters (site-spec sections 2, 3, 6 and 7): user admin, alt arts, ban list
 * and patron linking. Messages are the spec's exact texts where it has one.
 */

export const USER_NOT_FOUND = 'User was not found.';
export const USERNAME_REQUIRED = 'Username must be specified';
export const IP_REQUIRED = 'Please enter the Ip address';
export const IP_INVALID = 'Please enter a valid IPv4 or IPv6 address';
export const IP_ALREADY_BANNED = 'That IP address is already on the ban list';

/** The patreon field of a user: Unlinked (field absent) = 0, Linked = 1, Pledged = 2. */
export const PatreonStatus = { Unlinked: 0, Linked: 1, Pledged: 2 } as const;

/** A session as the user admin sees it: the spec's token (id, ip, lastUsed). */
export const AdminToken = z.object({ id: line('id'), ip: line('short'), lastUsed: line('short') });
export type AdminToken = z.infer<typeof AdminToken>;

/** The user as an administrator sees them: the user view plus their sessions. */
export const AdminUser = User.extend({ tokens: z.array(AdminToken) });
export type AdminUser = z.infer<typeof AdminUser>;

export const FindUserResponse = z.object({
  success: z.literal(true),
  user: AdminUser,
  /** Other usernames that have had a session from one of this user's IP addresses. */
  linkedAccounts: z.array(line('name')),
});
export type FindUserResponse = z.infer<typeof FindUserResponse>;

/** A CSS colour for the user's name: #rgb or #rrggbb, or null to clear it. */
export const FaveColor = z
  .string()
  .max(7, 'Favourite colour must be a colour like #aa3300')
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'Favourite colour must be a colour like #aa3300')
  .nullable();

/**
 * PUT /api/user/{username} body, the spec's userToChange. Every field is optional: absent keeps it.
 * permissions needs canManagePermissions besides canManageUsers; clearSessions logs the user out everywhere.
 */
export const UserChange = z
  .object({
    permissions: Permissions.optional(),
    verified: z.boolean().optional(),
    disabled: z.boolean().optional(),
    faveColor: FaveColor.optional(),
    clearSessions: z.boolean().optional(),
  })
  .strict();
export type UserChange = z.infer<typeof UserChange>;
export const SaveUserRequest = z.object({ userToChange: UserChange }, { error: 'Invalid user details' });
export type SaveUserRequest = z.infer<typeof SaveUserRequest>;
export const SaveUserResponse = z.object({ success: z.literal(true), user: AdminUser });

/** One alt art reference: the card's stub and the alt's own stub (AltCard.alt). */
const Stub = z.string().min(1).max(80).regex(/^[a-z0-9-]+$/, 'Invalid card');
export const AltRef = z.object({ stub: Stub, alt: Stub });
export type AltRef = z.infer<typeof AltRef>;

/** PATCH /api/user/{username}/alts body: alts to add (duplicates ignored) and alts to remove. */
export const AltsChange = z
  .object({ add: z.array(AltRef).max(100).optional(), remove: z.array(AltRef).max(100).optional() })
  .strict()
  .refine((c) => (c.add?.length ?? 0) + (c.remove?.length ?? 0) > 0, 'Nothing to change');
export const SaveAltsRequest = z.object({ userToChange: AltsChange }, { error: 'Invalid alt details' });
export type SaveAltsRequest = z.infer<typeof SaveAltsRequest>;
/** The user's held alts: card stub to alt stubs (User.altArts). */
export const UserAltsResponse = z.object({
  success: z.literal(true),
  username: line('name'),
  altArts: z.record(line('id'), z.array(line('id'))),
});
export type UserAltsResponse = z.infer<typeof UserAltsResponse>;

export const ClearSessionsResponse = z.object({ success: z.literal(true), removed: z.number().int() });

/** The spec's Banlist entry: id, ip, added, user (who added it). */
export const BanlistEntry = z.object({ id: z.number().int(), ip: line('short'), added: line('short'), user: line('name') });
export type BanlistEntry = z.infer<typeof BanlistEntry>;
export const BanlistResponse = z.object({ success: z.literal(true), banlist: z.array(BanlistEntry) });
export const BanlistAddRequest = z.object({
  ip: text({ max: 64, trim: true, min: 1, required: IP_REQUIRED, tooLong: IP_INVALID }),
});
export type BanlistAddRequest = z.infer<typeof BanlistAddRequest>;
export const BanlistAddResponse = z.object({ success: z.literal(true), entry: BanlistEntry });
export const BanlistDeleteResponse = z.object({ success: z.literal(true), id: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Patron linking (OAuth 2 authorization code).

/** Whether linking is configured; the profile's link option is hidden when not. */
export const PatreonConfigResponse = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  /** The provider's authorize page with client_id, redirect_uri (/patreon) and state filled in. */
  authorizeUrl: line('url').optional(),
});
export type PatreonConfigResponse = z.infer<typeof PatreonConfigResponse>;

export const LinkPatreonRequest = z.object({
  code: text({ max: 2048, min: 1, required: 'No authorisation code was supplied' }),
  /** The state the authorize URL carried; checked when present so a foreign callback cannot link. */
  state: text({ max: 256 }).optional(),
});
export type LinkPatreonRequest = z.infer<typeof LinkPatreonRequest>;
/** user with the new patreon status; token is a fresh access token carrying the new permissions. */
export const LinkPatreonResponse = z.object({
  success: z.literal(true),
  user: User,
  status: z.union([z.literal(1), z.literal(2)]),
  token: line('token'),
});
export type LinkPatreonResponse = z.infer<typeof LinkPatreonResponse>;
export const UnlinkPatreonResponse = z.object({ success: z.literal(true), user: User, token: line('token') });

/**
 * Revocation between processes (cluster mode, Redis channel `{REDIS_PREFIX}revocation`): this user's
 * sessions, flags or rights changed; every lobby re-checks their sockets, every game node drops a
 * disabled user's game sockets.
 */
export const RevocationMessage = z.object({ userId: line('id') });
export type RevocationMessage = z.infer<typeof RevocationMessage>;

/** A raw message from the channel, checked; null when it is not one. */
export function parseRevocation(raw: string): RevocationMessage | null {
  try {
    const parsed = RevocationMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
