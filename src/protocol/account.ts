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
