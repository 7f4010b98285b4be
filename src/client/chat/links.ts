/**
 * Links in what people type, by one set of rules for every chat of the site (the game chat, the
 * lobby chat, the pending game's chat): only http(s) to a public host becomes a link.
 */

/** Site-spec 9: private addresses are never turned into links. */
export function isPrivateHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.local') || h.endsWith('.internal') || h === '::1') return true;
  const m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(h);
  if (!m) return /^f[cd][0-9a-f]{2}:/.test(h) || /^fe80:/.test(h);
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
}

/** Whether a chat link may open: http(s) to a public host. */
export function safeLink(href: string): string | null {
  try {
    const u = new URL(href);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return isPrivateHost(u.hostname) ? null : u.toString();
  } catch {
    return null;
  }
}

/** Splits plain text into text and link parts (links found in what players type). */
export function splitLinks(text: string): Array<{ text: string; href?: string }> {
  const out: Array<{ text: string; href?: string }> = [];
  const re = /https?:\/\/[^\s<>"']+/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    const href = safeLink(m[0]);
    out.push(href ? { text: m[0], href } : { text: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** Chat as plain text for the clipboard. */
export function chatText(messages: Array<{ name?: string; message: Array<Record<string, unknown>> }>): string {
  return messages
    .map((m) => {
      const body = m.message.map((f) => String(f.text ?? f.name ?? f.value ?? (f.type === 'action' ? '[action]' : f.type === 'exhaust' ? '[exhaust]' : ''))).join('');
      return m.name ? `${m.name}: ${body}` : body;
    })
    .join('\n');
}
