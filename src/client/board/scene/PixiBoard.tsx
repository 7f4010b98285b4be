import { Application, extend } from '@pixi/react';
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { GameView } from '../../../protocol/game';
import type { BoardLayout, CardPlace, PileBox } from '../layout/boardLayout';
import { CardLayerHost, type CardHandlers } from './CardLayerHost';
import type { CardLook } from './CardSprite';
import { DiceHits, type DiceHitsProps } from '../dice/DiceHits';
import { DiceRow } from './DiceRow';
import type { BoardEvent } from './effects/deriveEvents';
import { EnergyBox } from './EnergyBox';
import { FrameProbe } from './FrameProbe';
import { MiddleStrip } from './MiddleStrip';
import { textQuality, theme } from './palette';
import { PileLabels } from './PileLabels';
import { PileStacks } from './PileStacks';
import { tuneRenderer } from './rendererTuning';
import { boardRenderer } from './rendererChoice';
import { exposeForTests } from './testHooks';
import { StatsBar } from './StatsBar';
import { TargetLines } from './TargetLines';
import { ZoneFrames } from './ZoneFrames';

extend({ Container, Graphics, Sprite, Text });

export interface PixiBoardProps {
  host: RefObject<HTMLDivElement | null>;
  view: GameView;
  layout: BoardLayout;
  scale: number;
  square: boolean;
  /** 'transparent' when the board's background (gradient or image) is drawn behind the canvas. */
  background: 'none' | 'transparent';
  looks: (place: CardPlace) => CardLook;
  links: Array<{ from: string; to: string; kind: 'target' | 'attack' | 'block' }>;
  handlers: RefObject<CardHandlers>;
  onPile: (pile: PileBox) => void;
  status?: string;
  /** Which stats bars show DISCONNECTED: the opponent away (absence), our own game link down. */
  disconnected: { me: boolean; opponent: boolean };
  chatOpen: boolean;
  onChatToggle?: () => void;
  /** The sides whose name opens that player's decklist (the host passes none when the game hides them). */
  onPlayerName?: { side: 'me' | 'opponent'; open: (username: string) => void }[];
  /** What happened since the last view: the feedback effects (scene/effects) draw it once. */
  events?: readonly BoardEvent[];
  /** Rules version 3, a player: their dice answer taps (dice powers, dice chosen to pay). */
  dice?: Omit<DiceHitsProps, 'dice'>;
}

function nameTap(list: PixiBoardProps['onPlayerName'], side: 'me' | 'opponent', username: string): (() => void) | undefined {
  const entry = list?.find((e) => e.side === side);
  return entry ? () => entry.open(username) : undefined;
}

/** The round whose dice were just rolled, if the last view started one. */
function rolled(events: readonly BoardEvent[] | undefined): number | undefined {
  const e = events?.find((x) => x.kind === 'diceRoll');
  return e?.kind === 'diceRoll' ? e.round : undefined;
}

/**
 * The canvas: WebGL on a GPU, Pixi's Canvas 2D renderer where the browser's WebGL is software
 * (rendererChoice.ts); WebGPU is not used (software rendering in headless Chromium lacks it). The
 * resolution follows devicePixelRatio, the layout is scaled to the canvas size.
 */
export function PixiBoard(props: PixiBoardProps) {
  const { view, layout, scale } = props;
  // @pixi/react's props were typed before Pixi 8.16 added 'canvas'; Application.init takes it as it is.
  const renderer = useMemo(boardRenderer, []);
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  textQuality.resolution = Math.min(4, Math.ceil(scale * dpr * 2) / 2);
  const activeSide = view.activePlayerTurn ? (view.activePlayerTurn === layout.players.me?.name ? 'me' : 'opponent') : null;
  const bars = useMemo(() => (['opponent', 'me'] as const).filter((s) => layout.players[s]), [layout]);
  // @pixi/react's first render awaits the renderer's init and then draws the children it began
  // with, over any drawn meanwhile: a layout made while the canvas started (the sidebar appearing
  // beside it in a server-hosted game) was lost until the next view. A render after init draws the latest.
  const [, setReady] = useState(false);
  const app = useRef<import('pixi.js').Application | null>(null);
  const onInit = useCallback((a: import('pixi.js').Application) => {
    tuneRenderer(a);
    exposeForTests('__boardRendererName', a.renderer.name);
    app.current = a;
    setReady(true);
  }, []);
  // Pixi follows its host on window resizes only; the host also changes with the layout (a sidebar
  // appearing, the layout growing past the canvas), so the canvas follows it here too.
  const cssW = layout.width * scale;
  const cssH = layout.height * scale;
  useEffect(() => {
    if (app.current?.renderer) app.current.resize();
  }, [cssW, cssH]);
  return (
    <Application resizeTo={props.host} preference={renderer as 'webgl'} resolution={dpr} autoDensity antialias={false} onInit={onInit} background={theme.board} backgroundAlpha={props.background === 'transparent' ? 0 : 1}>
      <FrameProbe />
      <pixiContainer scale={scale} sortableChildren>
        <ZoneFrames layout={layout} activeSide={activeSide} />
        <PileStacks layout={layout} onPile={props.onPile} />
        <DiceRow dice={layout.dice} roll={rolled(props.events)} />
        {props.dice ? <DiceHits dice={layout.dice.filter((d) => d.owner === layout.players.me?.name)} {...props.dice} /> : null}
        <MiddleStrip rect={layout.middle} view={view} />
        {bars.map((side) => (
          <pixiContainer key={side}>
            <StatsBar
              rect={layout.bars[side]}
              player={layout.players[side]!}
              showHand={side === 'opponent'}
              status={side === 'me' ? props.status : undefined}
              disconnected={props.disconnected[side]}
              chatOpen={props.chatOpen}
              onChatToggle={side === 'me' ? props.onChatToggle : undefined}
              onNameTap={nameTap(props.onPlayerName, side, layout.players[side]!.username)}
            />
            <EnergyBox rect={layout.energy[side]} player={layout.players[side]!} />
          </pixiContainer>
        ))}
        <CardLayerHost layout={layout} looks={props.looks} square={props.square} scale={scale} handlers={props.handlers} events={props.events} />
        <PileLabels layout={layout} />
        <TargetLines layout={layout} links={props.links} />
      </pixiContainer>
    </Application>
  );
}
