import type { MagicType } from '../../protocol/cards';
import { deckLimits, type DeckDie } from '../../protocol/decks';

/** The spec's dice aliases (board-spec 5), every magic reachable by its full name too. */
const aliases: Record<string, MagicType> = {
  nature: 'natural',
  nat: 'natural',
  natural: 'natural',
  cha: 'charm',
  charm: 'charm',
  ill: 'illusion',
  illusion: 'illusion',
  cer: 'ceremonial',
  ceremonial: 'ceremonial',
  div: 'divine',
  divine: 'divine',
  sym: 'sympathy',
  sympathy: 'sympathy',
  tim: 'time',
  time: 'time',
};

/** The Dice box: 'N magic' a line (an x after the number is tolerated); unknown lines ignored; repeats add up. */
export function parseDiceBox(text: string): DeckDie[] {
  const dice: DeckDie[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(\d{1,3})\s*x?\s+([a-z]+)\s*$/i.exec(line) ?? /^\s*(\d{1,3})\s*([a-z]+)\s*$/i.exec(line);
    if (!match) continue;
    const count = Number(match[1]);
    const magic = aliases[match[2].toLowerCase()];
    if (!magic || count < 1) continue;
    const existing = dice.find((d) => d.magic === magic);
    if (existing) existing.count = Math.min(deckLimits.maxCount, existing.count + count);
    else dice.push({ magic, count: Math.min(deckLimits.maxCount, count) });
  }
  return dice;
}
