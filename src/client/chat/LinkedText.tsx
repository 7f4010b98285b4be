import { splitLinks } from './links';

/**
 * Typed text with its safe links made clickable (links.ts decides which): each opens in a new tab,
 * without access to this page. Everything else, markup included, stays text.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((p, i) =>
        p.href ? (
          <a key={i} href={p.href} target="_blank" rel="noopener noreferrer" className="text-sky-300 underline">
            {p.text}
          </a>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
