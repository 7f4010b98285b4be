import type { BoardAction, BoardCtx } from './types';

/** Board-spec 2's Choose buttons: Shift and the champion's place in its row (digits alone press prompt buttons). */
export const chooseChampion: BoardAction[] = [1, 2, 3].map((n) => ({
  id: `champion.choose${n}`,
  label: 'actions.choose',
  keys: [`Shift+${n}`],
  enabled: (ctx: BoardCtx) => ctx.choose.some((b) => b.key === `Shift+${n}`),
  perform: (ctx: BoardCtx) => {
    const b = ctx.choose.find((x) => x.key === `Shift+${n}`);
    if (b) ctx.act({ command: 'cardClicked', uuid: b.place.uuid });
  },
}));

/** The game menu's Undo: asks the opponent to take back one's last action. */
export const undo: BoardAction = {
  id: 'game.undo',
  label: 'undo',
  enabled: (ctx) => ctx.isPlayer && !ctx.view.undoRequest && !ctx.view.winner,
  perform: (ctx) => ctx.act({ command: 'requestUndo' }),
};

/** The game menu's Manual mode: asks for it (the opponent consents), or turns it off. */
export const manualMode: BoardAction = {
  id: 'game.manualMode',
  label: 'manualOff',
  enabled: (ctx) => ctx.isPlayer && ctx.view.manualModeRequest !== ctx.view.viewer,
  perform: (ctx) => ctx.act({ command: 'toggleManualMode' }),
};

export const gameActions: BoardAction[] = [...chooseChampion, undo, manualMode];
