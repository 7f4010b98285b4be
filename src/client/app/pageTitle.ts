import { useEffect } from 'react';
import i18n, { addTexts } from './i18n';
import texts from '../locales/en/titles.json';

addTexts('titles', texts);

export type RouteTitle = keyof typeof texts.route;

/**
 * document.title, one claim at a time. Each route claims its own title ("Decks · Emberhall"); a
 * page may claim a more specific one on top (a live game's name, a report's subject) with
 * usePageTitle. The most specific claim wins, the latest among equals; when it goes (the game
 * ends, the page unmounts) the claim below it shows again. Claims, not a single setter, so the
 * order in which React runs parent and child effects does not decide the title.
 */
type Claim = { title: string; level: number };
const claims: Claim[] = [];

/** "{title} · Emberhall", or the site's name alone. */
export function formatTitle(title: string | null): string {
  return title ? i18n.t('format', { ns: 'titles', title }) : i18n.t('site', { ns: 'titles' });
}

function show(): void {
  const top = claims.reduce<Claim | null>((best, c) => (best === null || c.level >= best.level ? c : best), null);
  document.title = formatTitle(top?.title ?? null);
}

/** Claims the title until the returned function is called. */
export function claimTitle(title: string, level: number): () => void {
  const claim = { title, level };
  claims.push(claim);
  show();
  return () => {
    const i = claims.indexOf(claim);
    if (i >= 0) claims.splice(i, 1);
    show();
  };
}

/**
 * A page's own title while it is mounted (null or empty claims nothing): e.g. during a live game,
 * `usePageTitle(game.name)`. Level 1 is above the route's title (level 0).
 */
export function usePageTitle(title: string | null | undefined, level = 1): void {
  useEffect(() => (title ? claimTitle(title, level) : undefined), [title, level]);
}

/** The route's title by its key in locales/en/titles.json (App renders one per route). */
export function RouteTitleClaim({ route }: { route: RouteTitle }) {
  usePageTitle(i18n.t(`route.${route}`, { ns: 'titles' }), 0);
  return null;
}
