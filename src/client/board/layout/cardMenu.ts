import type { CardView, GameAction } from '../../../protocol/game';
import type { ZoneKey } from './boardLayout';
import { manualMoves } from '../../../protocol/game';

export interface CardMenuItem { command: string; text: string }

const inPlay = new Set<ZoneKey>(['play area', 'spells', 'champions']);

/** Whether the card shows the manual-mode menu icon (own cards in play, manual mode on). */
export function hasManualMenu(zone: ZoneKey, own: boolean, manualMode: boolean): boolean {
  return manualMode && own && inPlay.has(zone);
}

/** The menu for a card: the server's own items, and in manual mode the token, exhaust, status and move commands. */
export function cardMenu(card: CardView, zone: ZoneKey, own: boolean, manualMode: boolean): CardMenuItem[] {
  const items: CardMenuItem[] = [...(card.menu ?? [])];
  if (!hasManualMenu(zone, own, manualMode)) return items;
  items.push(
    { command: 'token:damage:1', text: 'Add damage' },
    { command: 'token:damage:-1', text: 'Remove damage' },
    { command: 'exhaust', text: card.exhausted ? 'Ready' : 'Exhaust' },
    { command: 'status:marked', text: 'Toggle marked' },
    { command: 'status:disarmed', text: 'Toggle disarmed' },
    { command: 'status:buffed', text: 'Toggle buffed' },
    { command: 'status:empowered', text: 'Toggle empowered' },
  );
  if (zone === 'play area') for (const pile of manualMoves['play area'] ?? []) items.push({ command: pile, text: `Move to ${pile}` });
  return items;
}

/** The action a menu command sends (board-spec 7: modifyCardToken, toggleExhaust, toggleStatus, menuItemClick). */
export function menuAction(uuid: string, command: string): GameAction {
  if (command.startsWith('token:')) {
    const [, token, delta] = command.split(':');
    return { command: 'modifyCardToken', uuid, token, delta: Number(delta) };
  }
  if (command === 'exhaust') return { command: 'toggleExhaust', uuid };
  if (command.startsWith('status:')) {
    const status = command.slice(7) as 'marked' | 'disarmed' | 'buffed' | 'empowered';
    return { command: 'toggleStatus', uuid, status };
  }
  return { command: 'menuItemClick', uuid, item: command };
}
