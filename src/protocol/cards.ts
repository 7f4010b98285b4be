import { z } from 'zod';
import { line, text } from './text';

/** The seven magic types a die (and a card's cost) can have. */
export const magicTypes = ['charm', 'ceremonial', 'illusion', 'natural', 'divine', 'sympathy', 'time'] as const;
export const MagicType = z.enum(magicTypes);
export type MagicType = z.infer<typeof MagicType>;

export const cardTypes = [
  'Champion',
  'Action',
  'Reaction',
  'Ready Spell',
  'Conjuration',
  'Conjured Alteration Spell',
  'character',
  'event',
] as const;
export const CardType = z.enum(cardTypes);
export type CardType = z.infer<typeof CardType>;

/** One cost element: a number of dice of a magic type, 'basic' (any die or bacon), or the exhaust symbol. */
export const CostPart = z.object({
  kind: z.enum(['magic', 'basic', 'exhaust', 'discard']),
  magic: MagicType.optional(),
  count: z.number().int().min(1).max(6),
});
export type CostPart = z.infer<typeof CostPart>;

/** A card of the catalogue, as assets/cards holds it and GET /api/cards serves it. */
export const CatalogCard = z.object({
  id: line('id').regex(/^[a-z0-9-]+$/),
  stub: line('id'),
  name: text({ max: 40, min: 1 }),
  type: CardType,
  /** The champion whose pod this card belongs to; absent for neutral cards. */
  pod: line('id').optional(),
  magic: MagicType.optional(),
  cost: z.array(CostPart).default([]),
  /** Ready spells: the cost of their ability once in play (a champion's ability cost is its cost). */
  abilityCost: z.array(CostPart).optional(),
  attack: z.number().int().min(0).optional(),
  defense: z.number().int().min(0).optional(),
  /** Champions and units: cards' recover value heals damage each round. */
  recover: z.number().int().min(0).optional(),
  pitchValue: z.number().int().min(0).max(3).default(1),
  text: text({ max: 'prose', multiline: true }).default(''),
  /** Champions (rules version 3 on): the passive ability, always on while the champion lives. Its words are also in `text`. */
  passive: text({ max: 'prose', multiline: true }).optional(),
  flavor: text({ max: 'prose', multiline: true }).optional(),
  /** 'chimera' cards belong to the solo opponent and never appear in the deck editor. */
  deckType: z.enum(['standard', 'chimera']).default('standard'),
  /** Conjurations a card can summon (by id). */
  conjurations: z.array(line('id')).default([]),
  /** Units (rules version 3 on): keywords such as guard, swift, ranged, rally (docs/rules.md, Units and keywords). */
  keywords: z.array(z.enum(['guard', 'swift', 'ranged', 'rally'])).optional(),
  imageUrl: line('url'),
});
export type CatalogCard = z.infer<typeof CatalogCard>;

export const AltCard = z.object({ alt: line('id'), name: line('name'), stub: line('id') });
export type AltCard = z.infer<typeof AltCard>;

export const CardsResponse = z.object({ success: z.literal(true), cards: z.array(CatalogCard) });
export const AltsResponse = z.object({ success: z.literal(true), alts: z.array(AltCard) });
