import { z } from 'zod';

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

/** In-game options; the spec's defaults. */
export const OptionSettings = z.object({
  confirmOneClick: z.boolean().default(false),
  allowAutoCancel: z.boolean().default(false),
  orderForcedAbilities: z.boolean().default(false),
  bluffTimer: z.number().int().min(0).max(10).default(0),
  alertTimer: z.number().int().min(0).max(10).default(5),
  alwaysGroupTactics: z.boolean().default(false),
  dontIceTrapOwnUnits: z.boolean().default(true),
  noAttackAlerts: z.boolean().default(false),
  leftMode: z.boolean().default(true),
  compactLayout: z.boolean().default(true),
  manualAlts: z.boolean().default(false),
});
export type OptionSettings = z.infer<typeof OptionSettings>;

export const cardSizes = ['small', 'normal', 'large', 'x-large'] as const;
export const CardSize = z.enum(cardSizes);
export type CardSize = z.infer<typeof CardSize>;

export const Settings = z.object({
  background: z.string().max(64).default('none'),
  cardSize: CardSize.default('normal'),
  useSquareCards: z.boolean().default(false),
  eloOptOut: z.boolean().default(false),
  customBackground: z.string().nullable().default(null),
  optionSettings: OptionSettings.default(OptionSettings.parse({})),
});
export type Settings = z.infer<typeof Settings>;

/** The user as the client sees themself (never the password hash). */
export const User = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  registered: z.string(),
  avatar: z.string().nullable(),
  faveColor: z.string().nullable().optional(),
  disabled: z.boolean().optional(),
  verified: z.boolean().optional(),
  permissions: Permissions,
  settings: Settings,
  blockList: z.array(z.string()),
  altArts: z.record(z.string(), z.array(z.string())).default({}),
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

const text = (message: string) => z.string({ error: message }).trim().min(1, message);

export const Username = text('You must specify a username')
  .pipe(z.string().min(3, USERNAME_RULE).max(15, USERNAME_RULE))
  .pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, USERNAME_CHARS));
export const Email = text('You must specify an email address').pipe(
  z.string().max(254, 'Please enter a valid email address').email('Please enter a valid email address'),
);
/** Passwords are not trimmed: spaces are the user's choice. 1024 caps the hashing work per request. */
export const Password = z
  .string({ error: 'You must specify a password' })
  .min(1, 'You must specify a password')
  .min(6, 'Password must be at least 6 characters')
  .max(1024, 'Password is too long');
const PASSWORDS_DIFFER = 'The passwords you have entered do not match';

export const RegisterRequest = z.object({ username: Username, email: Email, password: Password });
export type RegisterRequest = z.infer<typeof RegisterRequest>;
/** The register form: the request plus the repeated password. */
export const RegisterForm = RegisterRequest.extend({
  password1: z.string({ error: 'You must confirm your password' }).min(1, 'You must confirm your password'),
}).refine((f) => f.password === f.password1, { message: PASSWORDS_DIFFER, path: ['password1'] });
export type RegisterForm = z.infer<typeof RegisterForm>;

export const LoginRequest = z.object({
  username: text('You must specify a username').pipe(z.string().max(254, 'Invalid username/password')),
  password: z.string({ error: 'You must specify a password' }).min(1, 'You must specify a password').max(1024, 'Invalid username/password'),
  /** The solved captcha, once the account has had too many failed logins (LOGIN_CAPTCHA_REQUIRED). */
  captcha: z.string().max(4000).optional(),
});
/** The login's answer while an account asks for the captcha; the login page then shows it. */
export const LOGIN_CAPTCHA_REQUIRED = 'Too many failed logins for this account: please complete the captcha and try again';
export type LoginRequest = z.infer<typeof LoginRequest>;

export const ForgotRequest = z.object({
  username: text('You must enter your username or email address.').pipe(z.string().max(254)),
  captcha: z.string({ error: 'You must complete the captcha.' }).min(1, 'You must complete the captcha.').max(4000),
});
export type ForgotRequest = z.infer<typeof ForgotRequest>;

/** The link's id and token: ids are UUIDs, tokens url-safe base64. */
const LinkId = z.string({ error: 'Invalid link' }).uuid('Invalid link');
const LinkToken = z.string({ error: 'Invalid link' }).regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid link');
export const ActivateRequest = z.object({ id: LinkId, token: LinkToken });
export const ResetFinishRequest = z.object({ id: LinkId, token: LinkToken, newPassword: Password });
export type ResetFinishRequest = z.infer<typeof ResetFinishRequest>;
/** The reset form: the same password pair rules as register. */
export const PasswordPair = z
  .object({
    password: Password,
    password1: z.string({ error: 'You must confirm your password' }).min(1, 'You must confirm your password'),
  })
  .refine((f) => f.password === f.password1, { message: PASSWORDS_DIFFER, path: ['password1'] });
export type PasswordPair = z.infer<typeof PasswordPair>;

export const TokenRequest = z.object({ token: z.string({ error: 'Invalid token' }).min(1, 'Invalid token').max(512) });
export const LogoutRequest = z.object({ token: z.string().max(512).optional() });

/** A login or refresh: a short-lived access token, the rotated refresh token and the user. */
export const AuthResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  refreshToken: z.string(),
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;
export const UserResponse = z.object({ success: z.literal(true), user: User });
export const MessageResponse = z.object({ success: z.literal(true), message: z.string().optional() });

/** The spec's Session token: id, ip, lastUsed; current marks the session asking. */
export const SessionToken = z.object({ id: z.string(), ip: z.string(), lastUsed: z.string(), current: z.boolean() });
export type SessionToken = z.infer<typeof SessionToken>;
export const SessionsResponse = z.object({ success: z.literal(true), tokens: z.array(SessionToken) });
export const SessionDeleted = z.object({ success: z.literal(true), tokenId: z.string() });

export const BlockListResponse = z.object({ success: z.literal(true), blockList: z.array(z.string()) });
export const BlockAddRequest = z.object({
  username: text('You must specify a username to block').pipe(z.string().max(64, 'User was not found.')),
});
export type BlockAddRequest = z.infer<typeof BlockAddRequest>;
export const BlockAddResponse = z.object({ success: z.literal(true), user: User, username: z.string() });
export const BlockDeleteResponse = z.object({ success: z.literal(true), user: User });

/** Base64 image data, optionally as a data: URL. Bytes are checked on the server by content. */
const ImageData = z.string().max(8 * 1024 * 1024, 'File must be less than 5MB');
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
export const ProfileSaveResponse = z.object({ success: z.literal(true), token: z.string(), user: User });

/** A proof-of-work challenge as altcha-lib v2 signs it; the server checks a solved one against the same shape. */
export const CaptchaChallengeBody = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/** The proof-of-work captcha challenge (altcha-lib v2 Challenge) the forgot form must solve. */
export const CaptchaChallenge = z.object({ success: z.literal(true), challenge: CaptchaChallengeBody });
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;
