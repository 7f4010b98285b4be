import { z } from 'zod';
import { line, text as boundaryText } from './text';

export const permissionNames = [
  'canEditNews',
  'canManageUsers',
  'canManagePermissions',
  'canManageGames',
  'canManageNodes',
  'canModerateChat',
  'canVerifyDecks',
  'canManageBanlist',
  'canManageTournaments',
  'isAdmin',
  'isContributor',
  'isSupporter',
  'isWinner',
  'isPreviousWinner',
  'keepsSupporterWithNoPatreon',
] as const;
export const Permission = z.enum(permissionNames);
export type Permission = z.infer<typeof Permission>;
export const Permissions = z.partialRecord(Permission, z.boolean());
export type Permissions = z.infer<typeof Permissions>;

/** The field errors of the profile's timers and card size (site-spec 5: integers 0 to 10 s; the four sizes). */
export const BLUFF_TIMER_RULE = 'The bluff timer must be a whole number of seconds from 0 to 10';
export const ALERT_TIMER_RULE = 'The alert timer must be a whole number of seconds from 0 to 10';
export const CARD_SIZE_RULE = 'The card size must be small, normal, large or extra-large';
const seconds = (rule: string) => z.number({ error: rule }).int(rule).min(0, rule).max(10, rule);

/**
 * In-game options; the spec's defaults. Only the two timers, leftMode, compactLayout (the game's own,
 * protocol/game.ts) and manualAlts have an effect; the other six are kept so stored rows and the
 * spec's Settings shape still parse, and are off the profile page (docs/decisions.md).
 */
export const OptionSettings = z.object({
  confirmOneClick: z.boolean().default(false),
  allowAutoCancel: z.boolean().default(false),
  orderForcedAbilities: z.boolean().default(false),
  bluffTimer: seconds(BLUFF_TIMER_RULE).default(0),
  alertTimer: seconds(ALERT_TIMER_RULE).default(5),
  alwaysGroupTactics: z.boolean().default(false),
  dontIceTrapOwnUnits: z.boolean().default(true),
  noAttackAlerts: z.boolean().default(false),
  leftMode: z.boolean().default(true),
  compactLayout: z.boolean().default(true),
  manualAlts: z.boolean().default(false),
});
export type OptionSettings = z.infer<typeof OptionSettings>;

export const cardSizes = ['small', 'normal', 'large', 'x-large'] as const;
export const CardSize = z.enum(cardSizes, { error: CARD_SIZE_RULE });
export type CardSize = z.infer<typeof CardSize>;

export const Settings = z.object({
  background: line('name').default('none'),
  cardSize: CardSize.default('normal'),
  useSquareCards: z.boolean().default(false),
  eloOptOut: z.boolean().default(false),
  customBackground: line('url').nullable().default(null),
  optionSettings: OptionSettings.default(OptionSettings.parse({})),
});
export type Settings = z.infer<typeof Settings>;

/** Each field of `schema` read on its own: a missing or malformed one takes its default, the rest are kept. */
function fieldByField<S extends z.ZodObject>(schema: S, raw: unknown): z.infer<S> {
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const read = field.safeParse(source[key]);
    out[key] = read.success ? read.data : field.parse(undefined);
  }
  return out as z.infer<S>;
}

/**
 * Settings as stored (a users row's jsonb): rows from before a field existed, or with a malformed
 * field, read with the spec's defaults for what is missing or wrong, never an error. Unknown keys drop.
 */
export function readSettings(raw: unknown): Settings {
  const base = fieldByField(Settings.omit({ optionSettings: true }), raw);
  const options = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).optionSettings : undefined;
  return { ...base, optionSettings: fieldByField(OptionSettings, options) };
}

/** The ladder of card sizes (site-spec: small < normal < large < x-large), clamped at the ends. */
export function stepCardSize(size: CardSize, step: 1 | -1): CardSize {
  const at = cardSizes.indexOf(size);
  return cardSizes[Math.max(0, Math.min(cardSizes.length - 1, (at < 0 ? 1 : at) + step))];
}

/** The user as the client sees themself (never the password hash). */
export const User = z.object({
  id: line('id'),
  username: line('name'),
  email: line('email'),
  registered: line('short'),
  avatar: line('url').nullable(),
  faveColor: line('short').nullable().optional(),
  disabled: z.boolean().optional(),
  verified: z.boolean().optional(),
  permissions: Permissions,
  settings: Settings,
  blockList: z.array(line('name')),
  altArts: z.record(line('id'), z.array(line('id'))).default({}),
  patreon: z.number().int().min(0).max(2).optional(),
  gamesPlayed: z.number().int().default(0),
});
export type User = z.infer<typeof User>;

// ---------------------------------------------------------------------------------------------
// Account calls (site-spec sections 5 and 7). Messages are the spec's exact texts.

/** Board backgrounds offered by the profile picker; 'custom' shows settings.customBackground. */
export const boardBackgrounds = ['none', 'ember', 'forest', 'night', 'custom'] as const;

export const USERNAME_RULE = 'Username must be at least 3 characters and no more than 15 characters long';
export const USERNAME_CHARS = 'Usernames must only use the characters a-z, 0-9, _ and -';
export const AVATAR_MAX_BYTES = 102400;
export const BACKGROUND_MAX_BYTES = 5 * 1024 * 1024;

/** A required single-line field, trimmed; the kind's length is checked by the pipe after it. */
const text = (message: string, max: number = 1024) => boundaryText({ max, trim: true, min: 1, required: message });

export const Username = text('You must specify a username')
  .pipe(z.string().min(3, USERNAME_RULE).max(15, USERNAME_RULE))
  .pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, USERNAME_CHARS));
export const Email = text('You must specify an email address').pipe(
  z.string().max(254, 'Please enter a valid email address').email('Please enter a valid email address'),
);
/** Passwords are not trimmed: spaces are the user's choice. 1024 caps the hashing work per request. */
export const Password = boundaryText({ max: 'password', min: 1, required: 'You must specify a password', tooLong: 'Password is too long' }).min(
  6,
  'Password must be at least 6 characters',
);
const PASSWORDS_DIFFER = 'The passwords you have entered do not match';

export const RegisterRequest = z.object({ username: Username, email: Email, password: Password });
export type RegisterRequest = z.infer<typeof RegisterRequest>;
/** The register form: the request plus the repeated password. */
export const RegisterForm = RegisterRequest.extend({
  password1: boundaryText({ max: 'password', min: 1, required: 'You must confirm your password' }),
}).refine((f) => f.password === f.password1, { message: PASSWORDS_DIFFER, path: ['password1'] });
export type RegisterForm = z.infer<typeof RegisterForm>;

export const LoginRequest = z.object({
  username: text('You must specify a username').pipe(z.string().max(254, 'Invalid username/password')),
  password: boundaryText({ max: 'password', min: 1, required: 'You must specify a password', tooLong: 'Invalid username/password' }),
  /** The solved captcha, once the account has had too many failed logins (LOGIN_CAPTCHA_REQUIRED). */
  captcha: line('token').optional(),
});
/** The login's answer while an account asks for the captcha; the login page then shows it. */
export const LOGIN_CAPTCHA_REQUIRED = 'Too many failed logins for this account: please complete the captcha and try again';
export type LoginRequest = z.infer<typeof LoginRequest>;

export const ForgotRequest = z.object({
  username: text('You must enter your username or email address.').pipe(z.string().max(254)),
  captcha: boundaryText({ max: 'token', min: 1, required: 'You must complete the captcha.' }),
});
export type ForgotRequest = z.infer<typeof ForgotRequest>;

/** The link's id and token: ids are UUIDs, tokens url-safe base64. */
const LinkId = z.string({ error: 'Invalid link' }).max(36, 'Invalid link').uuid('Invalid link');
const LinkToken = z.string({ error: 'Invalid link' }).max(128, 'Invalid link').regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid link');
export const ActivateRequest = z.object({ id: LinkId, token: LinkToken });
export const ResetFinishRequest = z.object({ id: LinkId, token: LinkToken, newPassword: Password });
export type ResetFinishRequest = z.infer<typeof ResetFinishRequest>;
/** The reset form: the same password pair rules as register. */
export const PasswordPair = z
  .object({
    password: Password,
    password1: boundaryText({ max: 'password', min: 1, required: 'You must confirm your password' }),
  })
  .refine((f) => f.password === f.password1, { message: PASSWORDS_DIFFER, path: ['password1'] });
export type PasswordPair = z.infer<typeof PasswordPair>;

export const TokenRequest = z.object({ token: boundaryText({ max: 512, min: 1, required: 'Invalid token', tooLong: 'Invalid token' }) });
export const LogoutRequest = z.object({ token: boundaryText({ max: 512 }).optional() });

/** A login or refresh: a short-lived access token, the rotated refresh token and the user. */
export const AuthResponse = z.object({
  success: z.literal(true),
  token: line('token'),
  refreshToken: line('token'),
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;
export const UserResponse = z.object({ success: z.literal(true), user: User });
export const MessageResponse = z.object({ success: z.literal(true), message: boundaryText({ max: 'prose', multiline: true }).optional() });

/** The spec's Session token: id, ip, lastUsed; current marks the session asking. */
export const SessionToken = z.object({ id: line('id'), ip: line('short'), lastUsed: line('short'), current: z.boolean() });
export type SessionToken = z.infer<typeof SessionToken>;
export const SessionsResponse = z.object({ success: z.literal(true), tokens: z.array(SessionToken) });
export const SessionDeleted = z.object({ success: z.literal(true), tokenId: line('id') });

export const BlockListResponse = z.object({ success: z.literal(true), blockList: z.array(line('name')) });
export const BlockAddRequest = z.object({
  username: text('You must specify a username to block').pipe(z.string().max(64, 'User was not found.')),
});
export type BlockAddRequest = z.infer<typeof BlockAddRequest>;
export const BlockAddResponse = z.object({ success: z.literal(true), user: User, username: line('name') });
export const BlockDeleteResponse = z.object({ success: z.literal(true), user: User });

/** Base64 image data, optionally as a data: URL. Bytes are checked on the server by content. */
const ImageData = boundaryText({ max: 'image', tooLong: 'File must be less than 5MB' });
/**
 * The spec's Profile save payload. avatar: base64 to replace, null to remove, absent to keep.
 * customBackground: base64 to upload (and select), null to remove, absent to keep. password: empty keeps it.
 */
export const ProfileSaveRequest = z.object({
  email: Email,
  password: z.union([z.literal(''), Password]).optional(),
  avatar: ImageData.nullable().optional(),
  customBackground: ImageData.nullable().optional(),
  settings: Settings.omit({ customBackground: true }).extend({
    background: z.enum(boardBackgrounds).default('none'),
  }),
});
export type ProfileSaveRequest = z.input<typeof ProfileSaveRequest>;
export const ProfileSaveResponse = z.object({ success: z.literal(true), token: line('token'), user: User });

/** A proof-of-work challenge as altcha-lib v2 signs it; the server checks a solved one against the same shape. */
export const CaptchaChallengeBody = z.object({
  parameters: z.object({
    algorithm: line('short'),
    nonce: line('token'),
    salt: line('token'),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: line('token'),
    keySignature: line('token').optional(),
    expiresAt: z.number().optional(),
    data: z.record(line('id'), z.union([line('prose'), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: line('token').optional(),
});

/** The proof-of-work captcha challenge (altcha-lib v2 Challenge) the forgot form must solve. */
export const CaptchaChallenge = z.object({ success: z.literal(true), challenge: CaptchaChallengeBody });
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;
