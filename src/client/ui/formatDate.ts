const two = (n: number) => String(n).padStart(2, '0');

// dayjs's own reading of a date string: one without a zone is local time, even date-only (Date alone reads that as UTC).
const LOCAL = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parse(iso: string): Date {
  const m = /Z$/i.test(iso) ? null : LOCAL.exec(iso);
  if (!m) return new Date(iso);
  const ms = Number((m[7] ?? '0').slice(0, 3));
  return new Date(Number(m[1]), Number(m[2] ?? 1) - 1, Number(m[3] || 1), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0), ms);
}

/**
 * The spec's dates: YYYY-MM-DD HH:mm in the viewer's time zone, as dayjs formats them. Plain Date: the UI
 * kit is on the lobby's first load, and dayjs (a CommonJS module, kept whole) would come with it.
 */
export function formatDate(iso: string): string {
  const d = parse(iso);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
