import type { BoardEvent } from './deriveEvents';

/** i18next's t, narrowed to what the announcer needs. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Short lines for the board's live region, one per thing that happened: an attack and the damage
 * it dealt read as one line ("Ash Knight deals 3 damage to Tidecaller"); what is left reads alone.
 */
export function announce(events: readonly BoardEvent[], t: Translate): string[] {
  const out: string[] = [];
  const used = new Set<BoardEvent>();
  const byTarget = new Map<string, Extract<BoardEvent, { kind: 'attack' }>[]>();
  for (const e of events) if (e.kind === 'attack') byTarget.set(e.target, [...(byTarget.get(e.target) ?? []), e]);
  for (const e of events) {
    if (e.kind === 'diceRoll') out.push(t('feedback.diceRoll', { round: e.round }));
    else if (e.kind === 'attack') {
      const group = byTarget.get(e.target)!;
      if (group[0] !== e) continue;
      const names = group.map((a) => a.attackerName).join(t('feedback.and'));
      const hit = events.find((h) => h.kind === 'hit' && h.uuid === e.target && !used.has(h));
      if (hit && hit.kind === 'hit') {
        used.add(hit);
        out.push(t(group.length > 1 ? 'feedback.dealMany' : 'feedback.deal', { attacker: names, amount: hit.amount, target: e.targetName }));
      } else out.push(t(group.length > 1 ? 'feedback.attackMany' : 'feedback.attack', { attacker: names, target: e.targetName }));
    } else if (e.kind === 'hit' && !used.has(e)) out.push(t('feedback.hit', { name: e.name, amount: e.amount }));
    else if (e.kind === 'heal') out.push(t('feedback.heal', { name: e.name, amount: e.amount }));
    else if (e.kind === 'defeat') out.push(t('feedback.defeat', { name: e.name }));
    else if (e.kind === 'opponentPlay') out.push(t('feedback.opponentPlay', { owner: e.owner, name: e.name }));
    else if (e.kind === 'turnStart') out.push(e.mine ? t('feedback.yourTurn') : t('feedback.turn', { player: e.player }));
  }
  return out;
}
