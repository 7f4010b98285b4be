import { z } from 'zod';
import { GameSetup, OptionSettings, StatusName, WinReason, ReplayStepTag, ChatMessage, CardLogItem, ReplayLogEntry } from '../protocol/game';
import { MagicType } from '../protocol/cards';
import { zones } from './types';

/** The engine state's own schema: tests check every state against it; the node may check on load. */
const Zone = z.enum(zones as [string, ...string[]]);
const CardStateSchema = z.object({
  uuid: z.string(), alias: z.string(), id: z.string(), owner: z.string(), zone: Zone,
  damage: z.number().int().min(0), armor: z.number().int().min(0), exhausted: z.boolean(),
  statuses: z.array(StatusName), tokens: z.record(z.string(), z.number().int()), attachedTo: z.string().optional(), ff: z.boolean().optional(), arrived: z.boolean().optional(),
});
const PlayerStateSchema = z.object({
  name: z.string(), isBot: z.boolean(), isChimera: z.boolean(),
  piles: z.record(Zone, z.array(z.string())),
  dice: z.array(z.object({ uuid: z.string(), magic: MagicType, face: z.enum(['power', 'basic']), exhausted: z.boolean() })).max(10),
  bacon: z.number().int().min(0), plusEnergy: z.number().int().min(0), actionCount: z.number().int().min(0),
  optionSettings: OptionSettings, stats: z.object({ damageDealt: z.number().int(), cardsPlayed: z.number().int(), championsDefeated: z.number().int() }),
  alert: z.object({ kind: z.enum(['alert', 'defeat']), message: z.string(), champion: z.string().optional() }).nullable(),
  inspectionCard: z.string().nullable(), showDrawDeck: z.boolean(), left: z.boolean(), behavioursThisRound: z.number().int(),
  diePowerUsed: z.boolean().optional(), reshuffled: z.boolean().optional(), verdantRound: z.number().int().optional(),
});
const CardRefSchema = z.object({ name: z.string(), id: z.string(), owner: z.string() });
const Late = { late: z.literal(true).optional() };
const WordSchema = z.discriminatedUnion('w', [
  z.object({ w: z.literal('text'), text: z.string(), ...Late }),
  z.object({ w: z.literal('player'), name: z.string(), ...Late }),
  z.object({ w: z.literal('verb'), of: z.string(), they: z.string(), you: z.string(), ...Late }),
  CardRefSchema.extend({ w: z.literal('card'), implied: z.literal(true).optional(), ...Late }),
  z.object({ w: z.literal('cards'), cards: z.array(CardRefSchema).min(1), ...Late }),
  z.object({ w: z.literal('their'), of: z.string(), ...Late }),
  z.object({ w: z.literal('plus'), value: z.number().int(), ...Late }),
  z.object({ w: z.literal('ability'), ...Late }),
]);
// The alert kinds are the protocol's (MessageFragment's 'alert' member).
const AlertKindSchema = ChatMessage.shape.message.element.options[1].shape.alert;
const LogLineSchema = z.object({ mid: z.number().int(), alert: AlertKindSchema.optional(), words: z.array(WordSchema).min(1) });
export const GameStateSchema = z.object({
  gameId: z.string(), setup: GameSetup, stateId: z.number().int().min(0), rng: z.number().int().min(0), uuidCounter: z.number().int(),
  format: GameSetup.shape.format, options: GameSetup.shape.options, order: z.tuple([z.string(), z.string()]),
  players: z.record(z.string(), PlayerStateSchema), cards: z.record(z.string(), CardStateSchema),
  round: z.number().int().min(1), firstPlayer: z.string(), activePlayer: z.string(), passes: z.number().int().min(0).max(2), actedThisTurn: z.boolean(),
  battle: z.object({
    attacker: z.string(), defender: z.string(), stage: z.enum(['declare', 'react-def', 'block', 'react-att']), attackers: z.array(z.string()),
    target: z.string().nullable(), blocks: z.record(z.string(), z.string()), selectedBlocker: z.string().nullable(), forced: z.boolean(),
  }).nullable(),
  targeting: z.object({ player: z.string(), source: z.string(), behaviour: z.string(), kind: z.enum(['play', 'ability', 'reaction']), targets: z.array(z.string()), unpaidSince: z.number().int().min(0).optional() }).nullable(),
  winner: z.string().nullable(), winReason: WinReason.nullable(), manualMode: z.boolean(), manualModeRequest: z.string().nullable(), undoRequest: z.string().nullable(),
  muteSpectators: z.boolean(), log: z.array(ReplayLogEntry), undoable: z.array(z.number().int()),
  steps: z.array(z.object({ tag: ReplayStepTag, index: z.number().int() })), messages: z.array(z.union([ChatMessage.strict(), LogLineSchema.strict()])), cardLog: z.array(CardLogItem), nextMid: z.number().int(),
});
