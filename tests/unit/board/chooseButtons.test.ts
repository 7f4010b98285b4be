import { describe, expect, it } from 'vitest';
import { chooseButtons } from '../../../src/client/board/champions/choose';
import { computeLayout } from '../../../src/client/board/layout/boardLayout';
import { syntheticView } from '../../../src/client/board/fixtures/syntheticView';
import type { GameView, PromptState } from '../../../src/protocol/game';

const settings = { cardSize: 'normal' as const, useSquareCards: false };
/** The engine's main-step prompt: Attack and End turn, the usable cards selectable. */
const main = (selectable: string[]): PromptState => ({
  buttons: [{ text: 'Attack', command: 'menuButton', arg: 'attack' }, { text: 'End turn', command: 'menuButton', arg: 'end-turn' }],
  controls: [],
  selectableCards: selectable,
});

function board(edit: (v: GameView) => void) {
  const view = syntheticView(60);
  edit(view);
  return { view, layout: computeLayout(view, 1280, 720, settings) };
}
const chosen = (view: GameView, layout: ReturnType<typeof computeLayout>, isPlayer = true) =>
  chooseButtons(view, layout, isPlayer).map((b) => [b.place.uuid, b.key]);

describe("the champions' Choose buttons (board-spec 2)", () => {
  it('on my turn: each of my living champions the engine lists as usable, keyed by its place in the row', () => {
    const { view, layout } = board((v) => {
      v.players.Alice.promptState = main(['a-champ-0', 'a-champ-2', 'a-hand-0', 'b-champ-0']);
    });
    expect(chosen(view, layout)).toEqual([['a-champ-0', 'Shift+1'], ['a-champ-2', 'Shift+3']]);
  });
  it('from the selectable flag the engine puts on the card view', () => {
    const { view, layout } = board((v) => {
      v.players.Alice.champions[1].selectable = true;
      v.players.Bob.champions[0].selectable = true;
      v.players.Alice.promptState = main([]);
    });
    expect(chosen(view, layout)).toEqual([['a-champ-1', 'Shift+2']]);
  });
  it('not for a defeated champion, nor one the engine does not list', () => {
    const { view, layout } = board((v) => {
      v.players.Alice.champions[0].defeated = true;
      v.players.Alice.promptState = main(['a-champ-0', 'a-hand-0']);
    });
    expect(chosen(view, layout)).toEqual([]);
  });
  it("never on the opponent's turn, for a spectator, or while choosing a target", () => {
    const theirs = board((v) => {
      v.activePlayerTurn = 'Bob';
      v.players.Alice.promptState = main(['a-champ-0']);
    });
    expect(chosen(theirs.view, theirs.layout)).toEqual([]);
    const mine = board((v) => {
      v.players.Alice.promptState = main(['a-champ-0']);
    });
    expect(chosen(mine.view, mine.layout, false)).toEqual([]);
    const targeting = board((v) => {
      v.players.Alice.promptState = { buttons: [], controls: [{ type: 'targeting', targets: ['a-champ-0'] }], selectableCards: ['a-champ-0'] };
    });
    expect(chosen(targeting.view, targeting.layout)).toEqual([]);
  });
});
