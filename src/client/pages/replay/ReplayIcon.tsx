/**
 * The replay buttons' icons as inline SVG: media glyphs (⏮ ⏪ ⏩) are missing from many system
 * fonts, and a box where an arrow should be is no control at all.
 */
export type ReplayIconName = 'start' | 'roundBack' | 'turnBack' | 'stepBack' | 'stepForward' | 'turnForward' | 'roundForward';

const tri = (x: number, dir: 1 | -1) => (dir === 1 ? `M${x} 4 L${x + 7} 10 L${x} 16 Z` : `M${x + 7} 4 L${x} 10 L${x + 7} 16 Z`);

const paths: Record<ReplayIconName, string[]> = {
  start: ['M4 4 H6 V16 H4 Z', tri(7, -1), tri(13, -1)],
  roundBack: [tri(1, -1), tri(7, -1), tri(13, -1)],
  turnBack: [tri(4, -1), tri(10, -1)],
  stepBack: [tri(7, -1)],
  stepForward: [tri(6, 1)],
  turnForward: [tri(3, 1), tri(9, 1)],
  roundForward: [tri(0, 1), tri(6, 1), tri(12, 1)],
};

export function ReplayIcon({ name }: { name: ReplayIconName }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" fill="currentColor" className="h-[1.125rem] w-[1.125rem] shrink-0">
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
