import { describe, expect, it } from 'vitest';
import { clickOpensMenu, showsMenuIcon } from '../../../src/client/board/actions/cardActions';
import { keyBelongsToElement, keyDescriptor, type KeyPress } from '../../../src/client/board/actions/keys';
import { buttonKeys, cancelButton, mainButton } from '../../../src/client/board/actions/promptActions';
import { actionForKey, boardActions, menuFor, runAction } from '../../../src/client/board/actions/registry';
import type { BoardCtx } from '../../../src/client/board/actions/types';
import { chooseButtons } from '../../../src/client/board/champions/choose';
import { computeLayout, type CardPlace } from '../../../src/client/board/layout/boardLayout';
import { syntheticView } from '../../../src/client/board/fixtures/syntheticView';
import type { GameAction, GameView, PromptButton } from '../../../src/protocol/game';

const btn = (text: string, arg: string, extra: Partial<PromptButton> = {}): PromptButton => ({ text, command: 'menuButton', arg, ...extra });
const mainStep = [btn('Attack', 'attack'), btn('End turn', 'end-turn')];
const declaring = [btn('Attack!', 'confirm-attack'), btn('Cancel', 'cancel-attack')];

/** A board context over the synthetic view, recording what the actions do. */
function board(edit: (v: GameView) => void = () => {}, opts: { isPlayer?: boolean; buttons?: PromptButton[] } = {}) {
  const view = syntheticView(60);
  view.manualMode = false;
  view.players.Alice.promptState = { buttons: opts.buttons ?? mainStep, controls: [], selectableCards: [] };
  edit(view);
  const layout = computeLayout(view, 1280, 720, { cardSize: 'normal', useSquareCards: false });
  const sent: GameAction[] = [];
  const pressed: PromptButton[] = [];
  const did: string[] = [];
  const isPlayer = opts.isPlayer ?? true;
  const ctx: BoardCtx = {
    view,
    isPlayer,
    prompt: view.players.Alice.promptState,
    selectable: new Set(view.players.Alice.promptState.selectableCards),
    hovered: null,
    zoomed: null,
    choose: chooseButtons(view, layout, isPlayer),
    act: (a) => sent.push(a),
    press: (b) => pressed.push(b),
    openPile: (p) => did.push(`pile ${p.zone}`),
    zoom: (p) => did.push(p ? `zoom ${p.uuid}` : 'unzoom'),
  };
  const place = (uuid: string) => layout.cards.find((c) => c.uuid === uuid)!;
  const menu = (uuid: string) => menuFor(ctx, place(uuid)).map((a) => a.id);
  return { view, ctx, sent, pressed, did, place, menu };
}

describe('the board action registry', () => {
  it('gives no two actions the same id or the same key', () => {
    const ids = boardActions.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = boardActions.flatMap((a) => a.keys ?? []);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    // The keys are all taken: Space, Enter, Esc, Z and the digits.
    for (const k of ['Space', 'Enter', 'Escape', 'z', '1', '5', '9']) expect(keys).toContain(k);
  });

  it('offers Pitch on an own hand card exactly when the card view says the engine accepts it', () => {
    const b = board((v) => {
      v.players.Alice.cardPiles.hand[0].canPitch = true;
      v.players.Alice.cardPiles.hand[0].pitchValue = 2;
      v.players.Alice.cardPiles.hand[0].canPlay = false;
      v.players.Alice.cardPiles.hand[1].canPitch = false;
      v.players.Alice.cardPiles.hand[1].canPlay = true;
      v.players.Bob.cardPiles.hand[0] = { ...v.players.Bob.cardPiles.hand[0], canPitch: true };
    });
    expect(b.menu('a-hand-0')).toEqual(['card.pitch', 'card.inspect', 'card.zoom']);
    expect(b.menu('a-hand-1')).toEqual(['card.play', 'card.inspect', 'card.zoom']);
    // Not the opponent's card, whatever it says.
    expect(b.menu('b-hand-0')).not.toContain('card.pitch');
    expect(runAction(b.ctx, 'card.pitch', { place: b.place('a-hand-0') })).toBe(true);
    expect(runAction(b.ctx, 'card.pitch', { place: b.place('a-hand-1') })).toBe(false);
    expect(b.sent).toEqual([{ command: 'cardAltClicked', uuid: 'a-hand-0' }]);
  });

  it('gives a spectator no Play, Pitch or manual commands, only Inspect and Zoom', () => {
    const b = board((v) => {
      v.manualMode = true;
      v.players.Alice.cardPiles.hand[0].canPitch = true;
    }, { isPlayer: false });
    expect(b.menu('a-hand-0')).toEqual(['card.inspect', 'card.zoom']);
    expect(b.menu('a-champ-0')).toEqual(['card.inspect', 'card.zoom']);
    expect(actionForKey(b.ctx, 'Space')).toBeUndefined();
    expect(actionForKey(b.ctx, '1')).toBeUndefined();
  });

  it('lists manual mode commands for own cards in play, as the spec messages, and the moves only from the play area', () => {
    const b = board((v) => {
      v.manualMode = true;
    });
    const champ = b.menu('a-champ-0');
    expect(champ).toEqual(expect.arrayContaining(['card.addDamage', 'card.removeDamage', 'card.exhaust', 'card.status.marked']));
    expect(champ.some((id) => id.startsWith('card.moveTo'))).toBe(false);
    expect(b.menu('a-play-0')).toContain('card.moveTo.discard');
    expect(b.menu('b-champ-0')).toEqual(['card.inspect', 'card.zoom']);
    const p = b.place('a-champ-0');
    for (const id of ['card.removeDamage', 'card.status.marked', 'card.exhaust']) runAction(b.ctx, id, { place: p });
    runAction(b.ctx, 'card.moveTo.discard', { place: b.place('a-play-0') });
    expect(b.sent).toEqual([
      { command: 'modifyCardToken', uuid: 'a-champ-0', token: 'damage', delta: -1 },
      { command: 'toggleStatus', uuid: 'a-champ-0', status: 'marked' },
      { command: 'toggleExhaust', uuid: 'a-champ-0' },
      { command: 'menuItemClick', uuid: 'a-play-0', item: 'discard' },
    ]);
    // Outside manual mode none of them.
    expect(board().menu('a-champ-0')).toEqual(['card.inspect', 'card.zoom']);
  });

  it('maps digits to the prompt buttons in order, skipping disabled ones', () => {
    const b = board(() => {}, { buttons: [btn('Attack', 'attack', { disabled: true }), btn('Pass', 'end-turn')] });
    expect(actionForKey(b.ctx, '1')).toBeUndefined();
    actionForKey(b.ctx, '2')!.perform(b.ctx);
    expect(actionForKey(b.ctx, '3')).toBeUndefined();
    expect(b.pressed.map((x) => x.arg)).toEqual(['end-turn']);
    const many = board(() => {}, { buttons: Array.from({ length: 9 }, (_, i) => btn(`B${i}`, `b${i}`)) });
    for (let d = 1; d <= 9; d++) actionForKey(many.ctx, String(d))!.perform(many.ctx);
    expect(many.pressed.map((x) => x.arg)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8']);
  });

  it('presses the main button with Space and Enter, and Cancel with Esc', () => {
    expect(mainButton(mainStep)?.arg).toBe('end-turn');
    expect(mainButton(declaring)?.arg).toBe('confirm-attack');
    expect(mainButton([btn('Attack!', 'confirm-attack', { disabled: true }), btn('Cancel', 'cancel-attack')])).toBeUndefined();
    expect(cancelButton(declaring)?.arg).toBe('cancel-attack');
    expect(cancelButton(mainStep)).toBeUndefined();
    expect(cancelButton([btn('Cancel', 'cancel-attack', { disabled: true })])).toBeUndefined();
    // A request: Space refuses rather than allows.
    expect(mainButton([{ text: 'Allow', command: 'answerUndo', arg: 'yes' }, { text: 'Refuse', command: 'answerUndo', arg: 'no' }])?.text).toBe('Refuse');
    const b = board(() => {}, { buttons: declaring });
    actionForKey(b.ctx, 'Space')!.perform(b.ctx);
    actionForKey(b.ctx, 'Enter')!.perform(b.ctx);
    actionForKey(b.ctx, 'Escape')!.perform(b.ctx);
    expect(b.pressed.map((x) => x.arg)).toEqual(['confirm-attack', 'confirm-attack', 'cancel-attack']);
    expect(actionForKey(board().ctx, 'Escape')).toBeUndefined();
    // The hints the prompt area shows.
    expect(buttonKeys(declaring, 0)).toEqual(['1', 'Space', 'Enter']);
    expect(buttonKeys(declaring, 1)).toEqual(['2', 'Escape']);
  });

  it('zooms the hovered card with Z and closes it with Z or Esc', () => {
    const b = board();
    expect(actionForKey(b.ctx, 'z')).toBeUndefined();
    const hovered: CardPlace = b.place('a-hand-2');
    const ctx = { ...b.ctx, hovered };
    actionForKey(ctx, 'z')!.perform(ctx);
    const open = { ...ctx, zoomed: hovered.uuid };
    actionForKey(open, 'z')!.perform(open);
    actionForKey(open, 'Escape')!.perform(open);
    expect(b.did).toEqual(['zoom a-hand-2', 'unzoom', 'unzoom']);
  });

  it('presses a Choose button with Shift and the champion\'s place, and a click opens a pile card\'s pile', () => {
    const b = board((v) => {
      v.players.Alice.champions[1].selectable = true;
    });
    expect(actionForKey(b.ctx, 'Shift+1')).toBeUndefined();
    actionForKey(b.ctx, 'Shift+2')!.perform(b.ctx);
    runAction(b.ctx, 'card.click', { place: b.place('a-discard-0') });
    runAction(b.ctx, 'card.click', { place: b.place('a-hand-0') });
    expect(b.sent).toEqual([{ command: 'cardClicked', uuid: 'a-champ-1' }, { command: 'cardClicked', uuid: 'a-hand-0' }]);
    expect(b.did).toEqual(['pile discard']);
  });

  it('shows the menu icon on own hand cards and manual cards in play; a click on a hand card plays, on its icon opens the menu', () => {
    const b = board();
    expect(showsMenuIcon(b.ctx, b.place('a-hand-0'))).toBe(true);
    expect(showsMenuIcon(b.ctx, b.place('b-hand-0'))).toBe(false);
    expect(showsMenuIcon(b.ctx, b.place('a-champ-0'))).toBe(false);
    expect(clickOpensMenu(b.ctx, b.place('a-hand-0'), false)).toBe(false);
    expect(clickOpensMenu(b.ctx, b.place('a-hand-0'), true)).toBe(true);
    const manual = board((v) => (v.manualMode = true));
    expect(clickOpensMenu(manual.ctx, manual.place('a-champ-0'), false)).toBe(true);
    expect(showsMenuIcon(board(() => {}, { isPlayer: false }).ctx, b.place('a-hand-0'))).toBe(false);
  });
});

describe('board keys', () => {
  const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, code: '', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra });
  it('names keys as the registry does; Ctrl, Cmd and Alt stay the browser\'s', () => {
    expect(keyDescriptor(press(' ', { code: 'Space' }))).toBe('Space');
    expect(keyDescriptor(press('Escape'))).toBe('Escape');
    expect(keyDescriptor(press('Z', { shiftKey: true }))).toBe('z');
    expect(keyDescriptor(press('2', { code: 'Digit2' }))).toBe('2');
    expect(keyDescriptor(press('3', { code: 'Numpad3' }))).toBe('3');
    expect(keyDescriptor(press('!', { code: 'Digit1', shiftKey: true }))).toBe('Shift+1');
    expect(keyDescriptor(press('z', { ctrlKey: true }))).toBeNull();
    expect(keyDescriptor(press('Tab'))).toBeNull();
  });
  it('leaves keys to the chat input, dialogs and (Space, Enter) a focused button', () => {
    const el = (tagName: string, inDialog = false, editable = false) => ({ tagName, isContentEditable: editable, closest: (sel: string) => (inDialog && sel.includes('dialog') ? {} : null) }) as unknown as EventTarget;
    expect(keyBelongsToElement(el('INPUT'), 'z')).toBe(true);
    expect(keyBelongsToElement(el('TEXTAREA'), '1')).toBe(true);
    expect(keyBelongsToElement(el('DIV', false, true), 'Space')).toBe(true);
    expect(keyBelongsToElement(el('DIV', true), 'Escape')).toBe(true);
    expect(keyBelongsToElement(el('BUTTON'), 'Enter')).toBe(true);
    expect(keyBelongsToElement(el('BUTTON'), 'z')).toBe(false);
    expect(keyBelongsToElement(el('BODY'), 'Space')).toBe(false);
  });
});
