import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { boardBackgrounds, cardSizes, type User } from '../../../protocol/account';
import type { ImageChange } from './imageChange';
import { backgroundSwatch } from '../../ui/backgroundSwatches';
import { backgroundProblem, readAsDataUrl, type ProfileForm, type ProfileValues } from './profileForm';
import { panel, secondaryButton } from '../../ui/tokens';

type Props = { user: User; form: UseFormReturn<ProfileForm, unknown, ProfileValues>; background: ImageChange; onBackground: (b: ImageChange) => void };

/**
 * The options that do something in this game. The spec's six others (confirm one-click, auto-cancel,
 * forced-ability order, tactic grouping, Ice Trap, attack alerts) and eloOptOut are not offered: nothing
 * in this card set or site uses them (docs/decisions.md). Stored values are kept and sent back unchanged.
 */
const optionNames = ['leftMode', 'compactLayout', 'manualAlts'] as const;
const cardHeights: Record<string, string> = { small: 'h-12', normal: 'h-16', large: 'h-20', 'x-large': 'h-24' };

/** Board background, card size, game option checkboxes and the two timers. */
export function ProfileGameFields({ user, form, background, onBackground }: Props) {
  const { t } = useTranslation('account');
  const fileInput = useRef<HTMLInputElement>(null);
  const [backgroundError, setBackgroundError] = useState<string | null>(null);
  const chosen = form.watch('settings.background');
  const size = form.watch('settings.cardSize');
  const square = form.watch('settings.useSquareCards');
  const bluff = form.watch('settings.optionSettings.bluffTimer');
  const alert = form.watch('settings.optionSettings.alertTimer');
  const custom = background === undefined ? user.settings.customBackground : background;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = backgroundProblem(file);
    setBackgroundError(problem);
    if (!problem) {
      onBackground(await readAsDataUrl(file));
      form.setValue('settings.background', 'custom', { shouldDirty: true });
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const heading = 'mb-3 font-display text-xl text-stone-100';
  return (
    <div className="space-y-6">
      <section className={panel}>
        <h2 className={heading}>{t('profile.background')}</h2>
        <div role="radiogroup" aria-label={t('profile.background')} className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {boardBackgrounds.map((name) => {
            const image = name === 'custom' ? (custom ? `url("${custom}") center/cover` : undefined) : backgroundSwatch[name];
            const disabled = name === 'custom' && !custom;
            return (
              <button
                key={name}
                type="button"
                role="radio"
                aria-checked={chosen === name}
                disabled={disabled}
                onClick={() => form.setValue('settings.background', name, { shouldDirty: true })}
                className={`group flex flex-col items-center gap-1 rounded-lg border-2 p-1 transition disabled:cursor-not-allowed disabled:opacity-40 ${chosen === name ? 'border-ember-400' : 'border-transparent hover:border-stone-600'}`}
              >
                <span className="block aspect-video w-full rounded-md border border-stone-700 bg-stone-950" style={image ? { background: image } : undefined} />
                <span className="text-xs text-stone-300">{t(`profile.backgrounds.${name}`)}</span>
              </button>
            );
          })}
        </div>
        <div className="mt-3 flex items-center gap-3">
          <button type="button" className={secondaryButton} onClick={() => fileInput.current?.click()}>
            {t('profile.uploadBackground')}
          </button>
          <span className="text-xs text-stone-500">{t('profile.backgroundHint')}</span>
          <input ref={fileInput} type="file" aria-label={t('profile.uploadBackground')} accept="image/png,image/jpeg" className="hidden" data-testid="background-file" onChange={(ev) => void pick(ev.target.files?.[0])} />
        </div>
        {backgroundError && <p className="mt-1 text-sm text-red-400">{backgroundError}</p>}
      </section>

      <section className={panel}>
        <h2 className={heading}>{t('profile.cardSize')}</h2>
        <div role="radiogroup" aria-label={t('profile.cardSize')} className="flex flex-wrap items-end gap-4">
          {cardSizes.map((name) => (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={size === name}
              onClick={() => form.setValue('settings.cardSize', name, { shouldDirty: true })}
              className={`flex flex-col items-center gap-2 rounded-lg border-2 px-3 pt-2 pb-1 ${size === name ? 'border-ember-400' : 'border-transparent hover:border-stone-600'}`}
            >
              <span className={`block ${cardHeights[name]} ${square ? 'aspect-square' : 'aspect-[5/7]'} rounded border border-stone-600 bg-gradient-to-br from-stone-700 to-stone-900`} />
              <span className="text-xs text-stone-300">{t(`profile.cardSizes.${name}`)}</span>
            </button>
          ))}
        </div>
        <label className="mt-4 flex items-center gap-2 text-stone-200">
          <input type="checkbox" className="h-4 w-4 accent-ember-500" {...form.register('settings.useSquareCards')} />
          {t('profile.useSquareCards')}
        </label>
      </section>

      <section className={panel}>
        <h2 className={heading}>{t('profile.gameSettings')}</h2>
        <div className="grid gap-2 sm:grid-cols-2">
          {optionNames.map((name) => (
            <label key={name} className="flex items-center gap-2 text-stone-200">
              <input type="checkbox" className="h-4 w-4 accent-ember-500" {...form.register(`settings.optionSettings.${name}`)} />
              {t(`profile.options.${name}`)}
            </label>
          ))}
        </div>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          {(['bluffTimer', 'alertTimer'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={name} className="mb-1 flex justify-between text-sm font-medium text-stone-300">
                <span>{t(`profile.${name}`)}</span>
                <span className="text-ember-300">{t('profile.seconds', { count: Number(name === 'bluffTimer' ? bluff : alert) })}</span>
              </label>
              <input
                id={name}
                type="range"
                min={0}
                max={10}
                step={1}
                className="w-full accent-ember-500"
                aria-describedby={name === 'bluffTimer' ? 'bluffTimerHint' : undefined}
                {...form.register(`settings.optionSettings.${name}`, { valueAsNumber: true })}
              />
              {name === 'bluffTimer' ? (
                <p id="bluffTimerHint" className="mt-1 text-xs text-stone-400">
                  {t('profile.bluffTimerHint')}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <p className="mt-2 text-xs text-stone-500">{t('profile.timerHint')}</p>
      </section>
    </div>
  );
}
