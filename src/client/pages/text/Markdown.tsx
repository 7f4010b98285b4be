import type { ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown';

function inline(parts: Inline[]): ReactNode[] {
  return parts.map((part, i) => {
    switch (part.kind) {
      case 'strong':
        return <strong key={i} className="text-stone-50">{part.text}</strong>;
      case 'em':
        return <em key={i}>{part.text}</em>;
      case 'code':
        return <code key={i} className="rounded bg-stone-800 px-1 text-ember-200">{part.text}</code>;
      case 'link': {
        const external = /^https?:/.test(part.href);
        return (
          <a key={i} href={part.href} className="text-ember-300 underline" {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
            {part.text}
          </a>
        );
      }
      default:
        return part.text;
    }
  });
}

const headingClass = { 1: 'font-display text-3xl text-ember-300 2xl:text-5xl', 2: 'mt-8 font-display text-2xl text-stone-100 2xl:text-4xl', 3: 'mt-6 text-xl font-semibold text-stone-100 2xl:text-2xl', 4: 'mt-4 font-semibold text-stone-100' };

function block(b: Block, key: number): ReactNode {
  switch (b.kind) {
    case 'heading': {
      const Tag = `h${b.level}` as const;
      return <Tag key={key} id={b.id} className={headingClass[b.level]}>{inline(b.content)}</Tag>;
    }
    case 'paragraph':
      return <p key={key} className="mt-3">{inline(b.content)}</p>;
    case 'list': {
      const Tag = b.ordered ? 'ol' : 'ul';
      return (
        <Tag key={key} className={`mt-3 space-y-1.5 pl-6 ${b.ordered ? 'list-decimal' : 'list-disc'}`}>
          {b.items.map((item, i) => (
            <li key={i}>
              {inline(item.content)}
              {item.children.map(block)}
            </li>
          ))}
        </Tag>
      );
    }
    case 'table':
      return (
        <div key={key} className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm 2xl:text-lg">
            <thead>
              <tr>{b.header.map((cell, i) => <th key={i} className="border-b border-stone-600 px-3 py-2 text-stone-100">{inline(cell)}</th>)}</tr>
            </thead>
            <tbody>
              {b.rows.map((row, r) => (
                <tr key={r} className="odd:bg-stone-900/60">
                  {row.map((cell, i) => <td key={i} className="border-b border-stone-800 px-3 py-2 align-top">{inline(cell)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** Our own Markdown documents as React elements (never as injected HTML). */
export function Markdown({ source }: { source: string }) {
  return <div className="text-stone-300 2xl:text-xl">{parseMarkdown(source).map(block)}</div>;
}
