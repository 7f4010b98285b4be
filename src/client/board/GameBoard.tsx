import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../app/i18n';
import texts from '../locales/en/board.json';
import type { CardView, GameAction, PileName } from '../../protocol/game';
import { Mirror } from './a11y/Mirror';
import { showsMenuIcon } from './actions/cardActions';
import { useBoardActions } from './actions/useBoardActions';
import { useChosenDice } from './dice/useChosenDice';
import { onDieTap, canUseDie } from './dice/onDieTap';
import { ZoomPin } from './actions/ZoomPin';
import { chooseButtons } from './champions/choose';
import { ChooseOverlay } from './champions/ChooseOverlay';
import { ChatPanel } from './chat/ChatPanel';
import { ClockOverlay } from './clock/ClockOverlay';
import { DomZoom } from './DomZoom';
import { boardBackgroundStyle, hasBackground } from './layout/background';
import { sides, type CardPlace, type PileBox } from './layout/boardLayout';
import { stamp } from './layout/sendable';
import { DRAWER_PROMPT_ROOM, sidebarIsDrawer, sidebarWidth } from './layout/sizes';
import { CardLog } from './overlays/CardLog';
import { ConsentDialog } from './overlays/ConsentDialog';
import { GameMenu } from './overlays/GameMenu';
import { ManualCommands } from './overlays/ManualCommands';
import { PilePopup } from './overlays/PilePopup';
import { PromptArea } from './overlays/PromptArea';
import { RefusalToast } from './overlays/RefusalToast';
import { SettingsModal } from './overlays/SettingsModal';
import { SidebarDrawer } from './overlays/SidebarDrawer';
import { Splashes } from './overlays/Splashes';
import type { CardLook } from './scene/CardSprite';
import { PixiBoard } from './scene/PixiBoard';
import { FeedbackAnnouncer } from './scene/effects/FeedbackAnnouncer';
import { useBoardEvents } from './scene/effects/useBoardEvents';
import { chimeOnTurn } from './sound';
import type { BoardSession, GameBoardProps } from './types';
import { useBoardSize } from './useBoardSize';
import { useFittedLayout } from './useFittedLayout';

addTexts('board', texts);

/** A replay (or a board without a game socket) knows nothing beside its view. */
const noSession: BoardSession = { clocks: null, absence: null, typing: [], endPrompt: null, refusal: null, spectators: [] };

/**
 * The game board: a PixiJS canvas drawn from the GameView, the DOM overlays around it (prompt,
 * menu, chat, popups, splashes) and an accessible mirror, all from props: the view and the game
 * session (clocks, absence, typing, end prompt, refusal, spectators). Every gesture becomes a
 * GameAction through `send`.
 */
export function GameBoard({ view, send, settings, mode, connection, canvasOnly, onTyping, onLeave, onConcede, onEndChoice, onSettingsChange, session = noSession, sidebarExtra, gameName, onDecklist }: GameBoardProps) {
  const { t } = useTranslation('board');
  const outer = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const outerSize = useBoardSize(outer);
  const [pile, setPile] = useState<{ owner: string; pile: PileName; side: string } | null>(null);
  const [showManual, setShowManual] = useState(false);
  const [showSettings, setShowSettings] = useState(false);
  const [chatOpen, setChatOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [domZoom, setDomZoom] = useState<{ id: string | null; name?: string } | null>(null);

  const stateId = view?.stateId ?? 0;
  const chosenDice = useChosenDice(view);
  const { attach } = chosenDice;
  const act = useCallback((a: GameAction) => send(stamp(attach(a), stateId)), [send, stateId, attach]);
  const isPlayer = mode === 'live' && !!view?.viewer && !!view.players[view.viewer];
  const { me, opponent } = view ? sides(view) : {};
  const prompt = me?.promptState;

  // Feedback (scene/effects): what the view just arrived changed, drawn and announced once; a chime when the turn passes to you.
  const events = useBoardEvents(view);
  const chimed = useRef(events);
  const turnSound = isPlayer && settings.turnSound !== false;
  useEffect(() => {
    if (chimed.current === events) return;
    chimed.current = events;
    chimeOnTurn(events, turnSound);
  }, [events, turnSound]);

  // Phones: the sidebar is a drawer over the board, which keeps the whole width.
  const drawer = !!outerSize.w && sidebarIsDrawer(outerSize.w, outerSize.h);
  const uiZoom = drawer ? 1 : Math.max(1, Math.min(3, outerSize.h / 720));
  const compact = !!me?.optionSettings.compactLayout;
  // The drawer's prompt lies over the board's bottom edge: the board is laid out above that band.
  const promptOver = drawer && !drawerOpen && !!view && !canvasOnly && mode !== 'replay';
  const reserve = promptOver ? DRAWER_PROMPT_ROOM : 0;
  // Fitted to the canvas's own size (the host beside the sidebar), in every kind of game; scrolls when bigger.
  const { layout, scale, overflows } = useFittedLayout(host, scroller, view, { ...settings, compact }, reserve);

  const selectable = useMemo(() => {
    const s = new Set<string>(prompt?.selectableCards ?? []);
    if (layout) for (const c of layout.cards) if (c.card.selectable) s.add(c.uuid);
    return s;
  }, [prompt, layout]);
  const targeted = useMemo(() => new Set(prompt?.controls.flatMap((c) => (c.type === 'targeting' ? c.targets : [])) ?? []), [prompt]);

  // Board-spec 2: a Choose press sends what a click on the champion sends (the engine starts its ability).
  const choose = useMemo(() => (view && layout ? chooseButtons(view, layout, isPlayer) : []), [view, layout, isPlayer]);
  const chooseChampion = useCallback((uuid: string) => act({ command: 'cardClicked', uuid }), [act]);
  const openCardPile = useCallback((place: CardPlace) => setPile({ owner: place.owner, pile: place.zone as PileName, side: place.side }), []);
  // Every gesture, menu item and key runs a registered action (actions/registry.ts).
  const actions = useBoardActions({ view, isPlayer, prompt, selectable, choose, act, openPile: openCardPile });

  const looks = useCallback(
    (place: CardPlace): CardLook => ({
      selected: !!place.card.selected,
      selectable: isPlayer && selectable.has(place.uuid) && !targeted.has(place.uuid),
      target: isPlayer && targeted.has(place.uuid),
      fresh: !!place.card.new,
      dragging: false,
      attacker: !!place.card.isAttacker || !!view?.attack?.attackers.includes(place.uuid),
      defender: !!place.card.isDefender || !!(view?.attack && Object.keys(view.attack.blocks).includes(place.uuid)),
      menu: !!actions.ctx && showsMenuIcon(actions.ctx, place),
    }),
    [isPlayer, selectable, targeted, view?.attack, actions.ctx],
  );

  const links = useMemo(() => {
    const out: Array<{ from: string; to: string; kind: 'target' | 'attack' | 'block' }> = [];
    for (const c of prompt?.controls ?? []) if (c.type === 'targeting' && c.source) for (const tg of c.targets) out.push({ from: c.source, to: tg, kind: 'target' });
    const b = view?.attack;
    if (b?.target) for (const a of b.attackers) out.push({ from: a, to: b.target, kind: 'attack' });
    if (b) for (const [blocker, attacker] of Object.entries(b.blocks)) out.push({ from: blocker, to: attacker, kind: 'block' });
    return out;
  }, [prompt, view?.attack]);

  const openPile = useCallback((p: PileBox) => {
    setPile((cur) => (cur && cur.owner === p.owner && cur.pile === p.pile ? null : { owner: p.owner, pile: p.pile, side: p.side }));
  }, []);

  // One's own deck is hidden even to its owner until showDrawDeck: the open popup asks for it, and
  // closing it (or leaving manual mode) hides it again. The engine tells the opponent in the log.
  const ownDeckOpen = !!pile && pile.pile === 'deck' && isPlayer && pile.owner === view?.viewer && !!view?.manualMode && !view?.winner;
  const latest = useRef({ act, manual: false });
  latest.current = { act, manual: !!view?.manualMode && !view?.winner };
  useEffect(() => {
    if (!ownDeckOpen) return;
    latest.current.act({ command: 'showDrawDeck', visible: true });
    return () => {
      if (latest.current.manual) latest.current.act({ command: 'showDrawDeck', visible: false });
    };
  }, [ownDeckOpen]);

  const outerStyle = boardBackgroundStyle(settings);
  const status = me?.optionSettings.leftMode ? (mode === 'replay' ? 'REPLAY' : t(`connection.${connection}`)) : undefined;
  const disconnected = connection === 'disconnected' || connection === 'failed';
  // DISCONNECTED on a stats bar: a player away (their absence countdown runs; a spectator may see either side's),
  // and on our own bar while our game link is down.
  const linkDown = disconnected || connection === 'reconnecting';
  const away = session.absence?.player;
  const flags = { me: linkDown || (!!me && away === me.username), opponent: !!opponent && away === opponent.username };
  const typingNames = session.typing.filter((n) => n !== view?.viewer).map((n) => view?.players[n]?.name ?? n);
  const leave = onLeave ?? (() => act({ command: 'leavegame' }));
  const concede = onConcede ?? (() => act({ command: 'concede' }));

  let waiting: string | null = null;
  if (!view) waiting = t('waitingForServer');
  else if (Object.keys(view.players).length === 0) waiting = t('waitingForPlayers');

  const pileCards: CardView[] = pile && view ? (view.players[pile.owner]?.cardPiles[pile.pile] ?? []) : [];
  const consent = view && isPlayer ? (view.undoRequest && view.undoRequest !== view.viewer ? 'undo' : view.manualModeRequest && view.manualModeRequest !== view.viewer ? 'manual' : null) : null;

  return (
    <div ref={outer} className="game-board-root fixed inset-0 z-30 flex bg-stone-950 text-stone-100" style={outerStyle} data-testid="game-board" data-state-id={view?.stateId}>
      <div ref={host} className="relative min-w-0 flex-1 touch-none select-none" onContextMenu={(e) => e.preventDefault()}>
        {waiting ? (
          <p className="absolute inset-0 flex items-center justify-center font-display text-2xl text-ember-300" role="status">
            {waiting}
          </p>
        ) : null}
        <div ref={scroller} className={`absolute inset-0 ${overflows ? 'overflow-auto touch-pan-x touch-pan-y' : 'overflow-hidden'}`} data-testid="board-scroller">
          <div ref={content} className="relative" style={layout ? { width: layout.width * scale, height: layout.height * scale, marginBottom: reserve } : { width: '100%', height: '100%' }}>
            {view && layout && !waiting ? (
              <PixiBoard
                host={content}
                view={view}
                layout={layout}
                scale={scale}
                square={settings.useSquareCards}
                background={hasBackground(settings) ? 'transparent' : 'none'}
                looks={looks}
                links={links}
                handlers={actions.handlers}
                onPile={openPile}
                status={status}
                disconnected={flags}
                chatOpen={chatOpen}
                onChatToggle={canvasOnly ? undefined : () => setChatOpen((o) => !o)}
                events={events}
                dice={isPlayer && chosenDice.rules3 ? { chosen: chosenDice.chosen, onDie: (d, choose) => onDieTap(actions.ctx, chosenDice.toggle, d, choose) } : undefined}
                onPlayerName={onDecklist && !canvasOnly ? (isPlayer ? ['opponent' as const] : ['me' as const, 'opponent' as const]).map((side) => ({ side, open: onDecklist })) : undefined}
              />
            ) : null}
            {view && layout && !waiting && !canvasOnly && !actions.menuOpen ? <ChooseOverlay buttons={choose} scale={scale} onChoose={chooseChampion} zoom={actions.zoomCover} /> : null}
            {view && layout && !waiting ? <ClockOverlay view={view} layout={layout} scale={scale} clocks={session.clocks} absence={session.absence} /> : null}
          </div>
        </div>
        {promptOver && !waiting ? (
          <div className="absolute inset-x-2 bottom-2 z-30 max-h-[45%] overflow-auto sm:left-auto sm:w-[22rem]" data-testid="drawer-prompt">
            <RefusalToast refusal={session.refusal} />
            <PromptArea prompt={prompt} send={act} interactive={isPlayer} pressRef={actions.pressRef} />
          </div>
        ) : null}
        {view && !canvasOnly ? <Splashes view={view} me={me} mode={mode} disconnected={disconnected} send={act} endPrompt={session.endPrompt} onEndChoice={onEndChoice} /> : null}
        {view && canvasOnly && view.winner ? (
          <p className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 rounded bg-stone-950/90 px-6 py-3 font-display text-3xl text-ember-300">{t('winner', { name: view.winner })}</p>
        ) : null}
      </div>
      {view && !canvasOnly && !waiting ? (
        <SidebarDrawer drawer={drawer} open={drawerOpen} onToggle={() => setDrawerOpen((o) => !o)} width={drawer ? Math.min(sidebarWidth(compact), outerSize.w - 40) : sidebarWidth(compact)} zoom={uiZoom}>
          {gameName ? (
            <h2 className="truncate font-display text-sm text-ember-300" title={gameName} data-testid="game-name">
              {gameName}
            </h2>
          ) : null}
          <GameMenu view={view} mode={mode} spectators={session.spectators} onConcede={concede} onLeave={leave} onSettings={() => setShowSettings(true)} onManualCommands={() => setShowManual(true)} actions={actions} />
          <CardLog items={view.cardLog} older={outerSize.h < 800 || compact ? 3 : 6} inspected={me?.inspectionCard} send={act} onZoom={(id, name) => setDomZoom(id || name ? { id, name } : null)} canClose={isPlayer} viewer={isPlayer ? view.viewer : null} />
          {/* A replay has no prompt to answer: its controls (sidebarExtra) name the step instead. */}
          {mode === 'replay' || (drawer && !drawerOpen) ? null : <RefusalToast refusal={session.refusal} />}
          {mode === 'replay' || (drawer && !drawerOpen) ? null : <PromptArea prompt={prompt} send={act} interactive={isPlayer} pressRef={actions.pressRef} />}
          {sidebarExtra}
          {chatOpen ? (
            <ChatPanel
              messages={view.messages}
              send={act}
              disabled={mode === 'replay' || (!isPlayer && view.muteSpectators)}
              muted={!isPlayer && view.muteSpectators}
              spectatorsMuted={isPlayer ? view.muteSpectators : undefined}
              typing={typingNames}
              me={view.viewer ?? undefined}
              onTyping={onTyping}
              onZoom={(id, name) => setDomZoom(id || name ? { id, name } : null)}
            />
          ) : null}
        </SidebarDrawer>
      ) : null}
      {layout && view ? (
        <Mirror
          layout={layout}
          isSelectable={(u) => selectable.has(u)}
          targets={actions.targetsFor}
          menu={actions.itemsFor}
          interactive={isPlayer}
          onAction={actions.run}
          onFocusCard={actions.hover}
          onPile={openPile}
          promptButtons={canvasOnly && isPlayer ? prompt?.buttons : undefined}
          onPromptButton={(b) => actions.ctx?.press(b)}
          choose={choose}
          onChoose={chooseChampion}
          dice={isPlayer && chosenDice.rules3 && me ? { own: me.dice, chosen: chosenDice.chosen, onDie: (d, choose) => onDieTap(actions.ctx, chosenDice.toggle, d, choose), canUse: (d) => !!actions.ctx && canUseDie(actions.ctx, d) } : undefined}
        />
      ) : null}
      {pile && view ? (
        <PilePopup
          pile={pile.pile}
          owner={pile.owner}
          side={pile.side}
          cards={pileCards}
          manualMode={view.manualMode}
          own={isPlayer && pile.owner === view.viewer}
          send={act}
          onClose={() => setPile(null)}
          onZoom={(c) => setDomZoom(c ? { id: c.id ?? null, name: c.name } : null)}
        />
      ) : null}
      {showManual && isPlayer ? <ManualCommands side="me" send={act} onClose={() => setShowManual(false)} /> : null}
      <SettingsModal open={showSettings} onClose={() => setShowSettings(false)} options={me?.optionSettings} isPlayer={isPlayer} settings={settings} send={act} onSettingsChange={onSettingsChange} />
      <ConsentDialog
        open={!!consent}
        title={consent === 'undo' ? t('undoAsk', { name: opponent?.name ?? '' }) : t('manualAsk', { name: opponent?.name ?? '' })}
        onAnswer={(accept) => act(consent === 'undo' ? { command: 'answerUndo', accept } : { command: 'answerManualMode', accept })}
      />
      <DomZoom card={domZoom} />
      <ZoomPin place={actions.zoomed} onClose={() => actions.run('board.cancel')} onPointerMoved={actions.pointerMovedOverPin} />
      <FeedbackAnnouncer events={events} />
    </div>
  );
}

export default GameBoard;
