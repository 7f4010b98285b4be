import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/client/ui/formatDate';

// formatDate left dayjs for the lobby's first load: it must still write what dayjs wrote. A zone away from
// UTC, where reading a zone-less string as local or as UTC differs (Node follows TZ set at run time).
const previousTz = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = previousTz;
});

const samples = [
  '2026-11-26T10:00:29.123Z',
  '2026-01-05T23:59:59Z',
  '1999-12-31T00:00:00.000+05:00',
  '2026-11-26T10:00:29.123+00:00',
  '2026-03-08T06:30:00Z', // the night the clocks go forward in New York
  '2026-02-03',
  '2026-02-03 10:20:30',
  '2026-02-03T10:20',
  '2026-11-26 10:00:29.123456',
  '2026/02/03',
  '2026-2-3 4:5',
  '2026',
  'Thu, 26 Nov 2026 10:00:29 GMT',
  'not a date',
  '',
];

describe('formatDate', () => {
  it.each(samples)('writes %j as dayjs did (YYYY-MM-DD HH:mm, local time)', (iso) => {
    expect(formatDate(iso)).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm'));
  });
});
