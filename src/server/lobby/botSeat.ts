import { BOT_LEVEL_LABELS, type BotLevel } from '../../protocol/bot';
import type { Catalog } from '../cards/catalog';
import { randomPrecon } from './decks';
import { discard, pick } from './draft';
import type { DraftRuntime, PendingGame, PendingPlayer } from './types';

/** The bot's seat name shows its level wherever the name goes: the lobby, the board, results. */
export function botName(level: BotLevel): string {
  return `Bot (${BOT_LEVEL_LABELS[level].name})`;
}

/**
 * The bot of a "Play against the bot" game: a random legal precon, which the owner may change like the
 * solo chimera's (selectdeck for the other seat); in draft format it drafts instead (botDraftTurns).
 */
export function botSeat(catalog: Catalog, level: BotLevel, draft: boolean): PendingPlayer {
  const deck = draft ? undefined : randomPrecon(catalog);
  return {
    userId: null,
    username: botName(level),
    blockList: [],
    avatar: null,
    faveColor: null,
    gamesPlayed: 0,
    isBot: true,
    deck,
    champions: deck?.deckChampions.slice(0, 3),
  };
}

export function botOf(game: PendingGame): PendingPlayer | undefined {
  return [...game.players.values()].find((p) => p.isBot);
}

/** The bot's picks while the draft waits on it, and its discard once the picks are done: a random champion each time. */
export function botDraftTurns(draft: DraftRuntime, bot: string, random: () => number = Math.random): void {
  while (!draft.complete && draft.choosingPlayer === bot && draft.champSet.length) {
    pick(draft, bot, draft.champSet[Math.floor(random() * draft.champSet.length)].id);
  }
  const mine = draft.playerChoices[bot] ?? [];
  if (draft.complete && !draft.playerDiscards[bot]?.length && mine.length) discard(draft, bot, mine[Math.floor(random() * mine.length)]);
}
