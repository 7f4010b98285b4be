import { z } from 'zod';

/**
 * How hard a bot opponent plays. The player chooses it wherever a bot can be an opponent (the New Game
 * form, /practice); the server and the in-browser practice game both pass it to the engine's bot
 * (src/engine/botPlayer.ts).
 */
export const BOT_LEVELS = ['novice', 'standard', 'strong', 'expert'] as const;
export const BotLevel = z.enum(BOT_LEVELS, { error: 'Unknown bot level' });
export type BotLevel = z.infer<typeof BotLevel>;
export const DEFAULT_BOT_LEVEL: BotLevel = 'standard';

/** The words a player reads for each level. */
export const BOT_LEVEL_LABELS: Record<BotLevel, { name: string; blurb: string }> = {
  novice: { name: 'Novice', blurb: 'Plays by simple rules and slips now and then' },
  standard: { name: 'Standard', blurb: 'Plays sound moves, pitches and holds its reactions' },
  strong: { name: 'Strong', blurb: 'Searches ahead for about a quarter of a second a move' },
  expert: { name: 'Expert', blurb: 'Searches ahead for about a second a move' },
};
