import { applyAction, awaitedPlayer, chimeraTier, createGame, pendingTimeouts, precons, viewFor, type GameState } from '../../../engine';
import { RNG_VERSION, RULES_VERSION, type GameAction, type GameSetup, type GameView } from '../../../protocol/game';
import { botInputFor, chooseBotPlan, fallbackBotMove, type BotInput, type BotMove } from '../../../engine/botPlayer';
import { oneClick, planAfter, plannedMove, type HeldPlan } from '../../../engine/botPlan';
import { BOT_LEVEL_LABELS, DEFAULT_BOT_LEVEL, type BotLevel } from '../../../protocol/bot';

export interface LocalGameOptions {
  /** Precon indexes for the player and the bot. */
  decks?: [number, number];
  /** A game to reproduce (the practice page's ?seed=); by default 256 fresh secure bits. */
  seed?: number | string;
  playerName?: string;
  botName?: string;
  /** Milliseconds between bot moves (0 in tests). */
  botDelay?: number;
  bluffTimer?: number;
  /** Both sides played by the bot; the view is a spectator's (watching a game). */
  watch?: boolean;
  /** A solo game against the chimera of this tier (chimera.json tier id; an unknown one is the default tier). */
  chimera?: string;
  /** How hard the bot plays. */
  level?: BotLevel;
  /** Where the bot thinks (the practice page: a Web Worker); by default on this thread. */
  think?: (input: BotInput) => Promise<BotMove>;
}

export interface LocalGame {
  readonly playerName: string;
  view(): GameView;
  subscribe(fn: (view: GameView) => void): () => void;
  send(action: GameAction): void;
  /** The last refusal from the engine, for the practice page's toast. */
  onRefused(fn: (reason: string) => void): () => void;
  dispose(): void;
}

/** 256 bits from the browser's secure source, as hex: the game's generator is only as strong as its seed. */
export function secureSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A game source that runs the engine in the browser: the player against the bot, each view made
 * by viewFor exactly as the game node would send it. The practice page and the board's tests use it.
 */
export function createLocalGame(opts: LocalGameOptions = {}): LocalGame {
  const playerName = opts.playerName ?? (opts.watch ? 'Cinder Bot' : 'You');
  const chimera = opts.chimera === undefined ? null : chimeraTier(opts.chimera);
  // The chimera is named by its tier, as in a lobby solo game.
  const level = opts.level ?? DEFAULT_BOT_LEVEL;
  const botName = opts.botName ?? (chimera ? `${chimera.tierName} Chimera` : `Ember Bot (${BOT_LEVEL_LABELS[level].name})`);
  const think = opts.think ?? ((input: BotInput) => Promise.resolve(chooseBotPlan(input)));
  // The rest of the move the bot chose, played click by click without thinking again (engine/botPlan.ts).
  let plan: HeldPlan | null = null;
  const [a, b] = opts.decks ?? [0, 1];
  const botDeck = chimera ? { champions: chimera.champions, cards: chimera.cards, dicepool: chimera.dicepool, chimeraTier: chimera.chimeraTier } : precons[b % precons.length];
  const setup: GameSetup = {
    gameId: `practice-${Date.now().toString(36)}`,
    seed: opts.seed ?? secureSeed(),
    rngVersion: RNG_VERSION,
    rulesVersion: RULES_VERSION,
    format: chimera ? 'solo' : 'precon',
    options: { showHand: false, openHands: false, muteSpectators: false },
    players: [
      { name: playerName, deck: precons[a % precons.length], optionSettings: { bluffTimer: opts.bluffTimer ?? 0 }, ...(opts.watch ? { isBot: true } : {}) },
      { name: botName, deck: botDeck, isBot: true },
    ],
  };
  let state: GameState = createGame(setup);
  const viewer = opts.watch ? null : playerName;
  const listeners = new Set<(view: GameView) => void>();
  const refusals = new Set<(reason: string) => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  const delay = opts.botDelay ?? 500;

  const publish = () => {
    const v = viewFor(state, viewer);
    for (const fn of listeners) fn(v);
  };

  // The bot thinks (in a worker, on the page) while the pause runs; its answer counts only if the game is still where it asked.
  const botTurn = async () => {
    timer = null;
    if (disposed || state.winner) return;
    const who = awaitedPlayer(state);
    if (who !== botName && !(opts.watch && who === playerName)) return;
    const at = state.stateId;
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
    const pause = new Promise((resolve) => setTimeout(resolve, delay));
    const planned = plannedMove(plan, state, who);
    const thought = planned ? Promise.resolve(planned) : think(botInputFor(state, who, level, seed));
    const [answer] = await Promise.all([thought.then((move) => ({ ok: true as const, move }), () => ({ ok: false as const })), pause]);
    if (disposed || state.stateId !== at) return;
    // No answer from the worker: the Standard level's move, cheap enough for the page.
    const move: BotMove = answer.ok ? answer.move : oneClick(fallbackBotMove(state, who, seed));
    if (!move.action) return;
    plan = planAfter(who, state, move);
    const r = applyAction(state, who, { ...move.action, stateId: state.stateId });
    if (!r.ok) {
      plan = null;
      return;
    }
    state = r.state;
    publish();
    schedule();
  };

  // Like the game node: a reaction window passes by itself when pendingTimeouts says so (the bluff timer).
  let autoPass: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (disposed) return;
    if (autoPass) clearTimeout(autoPass);
    autoPass = null;
    const pass = opts.watch ? undefined : pendingTimeouts(state).find((t) => t.player === playerName);
    if (pass) {
      const at = state.stateId;
      autoPass = setTimeout(() => {
        autoPass = null;
        if (state.stateId === at) api.send(pass.action);
      }, Math.max(pass.ms, delay));
    }
    if (timer) return;
    timer = setTimeout(() => void botTurn(), 0);
  };

  const api: LocalGame = {
    playerName,
    view: () => viewFor(state, viewer),
    subscribe(fn) {
      listeners.add(fn);
      fn(viewFor(state, viewer));
      return () => listeners.delete(fn);
    },
    send(action) {
      if (opts.watch && action.command !== 'chat') return;
      const r = applyAction(state, playerName, action);
      if (!r.ok) {
        for (const fn of refusals) fn(r.reason);
        return;
      }
      state = r.state;
      publish();
      schedule();
    },
    onRefused(fn) {
      refusals.add(fn);
      return () => refusals.delete(fn);
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      if (autoPass) clearTimeout(autoPass);
      listeners.clear();
    },
  };
  schedule();
  return api;
}
