import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndPage } from './serverAndPage';

/** The mirror's pile buttons name each pile's owner: the chimera's name says its tier ("Inferno Chimera"). */
const chimeraPiles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=board-mirror] button')].map((b) => b.getAttribute('aria-label') ?? '').filter((l) => / Chimera's /.test(l)).map((l) => l.split("'s ")[0]),
  );

describe('/practice against the chimera: the tier picker, in Chromium', () => {
  const fixture = useServerAndPage();

  it('offers the New Game form\'s tiers; picking Inferno starts a game against the Inferno Chimera', async () => {
    const { t, page } = fixture;
    await page.goto(`${t.url}/practice?chimera=ember&seed=3&botDelay=15`);
    const picker = page.getByTestId('chimera-tier-picker');
    await picker.waitFor();
    await expect.poll(() => chimeraPiles(page), { timeout: 20_000 }).toContain('Ember Chimera');
    // The New Game form's wording of each tier, easiest first, the current tier checked.
    const radios = picker.getByRole('radio');
    expect(await radios.count()).toBe(3);
    expect(await picker.getByRole('radio', { name: /^Ember:/ }).isChecked()).toBe(true);
    // click, not check(): the new game replaces the board, picker included, before check() could look.
    await picker.getByRole('radio', { name: /^Inferno:/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('chimera')).toBe('inferno');
    await expect.poll(() => chimeraPiles(page), { timeout: 20_000 }).toContain('Inferno Chimera');
    const owners = await chimeraPiles(page);
    expect(owners).not.toContain('Ember Chimera');
    await expect.poll(() => picker.getByRole('radio', { name: /^Inferno:/ }).isChecked()).toBe(true);
    await page.screenshot({ path: '.tmp/practice-chimera-tier-1280x800.png' });
  });
});
