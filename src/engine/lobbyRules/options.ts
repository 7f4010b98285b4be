import type { NewGamePayload } from '../../protocol/lobby';

type RankOptions = Pick<NewGamePayload, 'gameType' | 'ranked' | 'saveReplay'>;

/** A ranked game always saves its replay (site-spec 3): the record, the node and the list all ask here. */
export function savesReplay(options: Pick<NewGamePayload, 'ranked' | 'saveReplay'>): boolean {
  return options.ranked || options.saveReplay;
}

/**
 * The new-game options as both sides settle them: competitive (labelled Ranked) and ranked are one
 * choice, and a ranked game saves its replay. The form applies it before sending, the lobby again on receipt.
 */
export function settleRankOptions<T extends RankOptions>(options: T): T {
  const ranked = options.ranked || options.gameType === 'competitive';
  return { ...options, ranked, gameType: ranked ? 'competitive' : options.gameType, saveReplay: savesReplay({ ranked, saveReplay: options.saveReplay }) };
}
