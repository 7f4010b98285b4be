import { Radio, RadioGroup } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { settleRankOptions } from '../../../engine/lobbyRules';
import { NewGamePayload, type GameFormat } from '../../../protocol/lobby';
import { ChimeraTierPicker } from '../../ChimeraTierPicker';
import { BotLevelPicker } from '../../BotLevelPicker';
import { DEFAULT_BOT_LEVEL } from '../../../protocol/bot';
import { defaultChimeraTier } from '../../chimeraTiers';
import { lobbyRequest } from '../../net/lobbySocket';
import { accountStore } from '../../stores/account';
import { lobbyStore } from '../../stores/lobby';
import { askNotificationPermission } from './joinNotice';
import { Alert } from '../../ui';
import { check, checkLabel, fieldError, fieldLabel, input, primaryButton, secondaryButton } from '../../ui/tokens';

/** The form's own fields on top of the protocol payload: the password switch. */
const NewGameFormSchema = NewGamePayload.extend({ usePassword: z.boolean() });
type FormInput = z.input<typeof NewGameFormSchema>;
type FormOutput = z.output<typeof NewGameFormSchema>;

/** The formats a new game offers; solo only for the chimera game type. */
export function formatsFor(newGameType: string): GameFormat[] {
  return newGameType === 'chimera' ? ['solo'] : ['precon', 'draft', 'constructed'];
}

/**
 * What the form sends: the protocol payload, with the lobby's own rank rule (engine/lobbyRules):
 * Ranked is the competitive type and always saves a replay; otherwise only a supporter may ask for one.
 */
export function toPayload(values: Omit<FormOutput, 'vsBot'> & { vsBot?: boolean }, isSupporter: boolean): NewGamePayload {
  const { usePassword, chimeraTier, botLevel, vsBot = false, ...rest } = values;
  const solo = rest.gameFormat === 'solo';
  return settleRankOptions({
    ...rest,
    // Only a solo game has a chimera to choose; only a game with a bot has a level.
    ...(solo ? { chimeraTier } : {}),
    vsBot: vsBot && !solo,
    ...((vsBot || solo) && botLevel ? { botLevel } : {}),
    ranked: rest.gameType === 'competitive',
    saveReplay: isSupporter && rest.saveReplay,
    password: usePassword && rest.password ? rest.password : undefined,
    timeLimit: rest.timeLimit || undefined,
  });
}


/** The New Game form (site-spec 2): name, format, options, casual or ranked, the supporter's Save a replay. */
export function NewGameForm({ newGameType = 'pvp', onClose }: { newGameType?: string; onClose: () => void }) {
  const { t } = useTranslation('lobby');
  const { user } = useSnapshot(accountStore);
  const { lobbyLink } = useSnapshot(lobbyStore);
  const [serverError, setServerError] = useState<string | null>(null);
  const formats = formatsFor(newGameType);
  const isSupporter = Boolean(user?.permissions.isSupporter || (user?.patreon ?? 0) === 2);
  const { register, handleSubmit, control, watch, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(NewGameFormSchema),
    defaultValues: {
      name: t('newGame.defaultName', { username: user?.username ?? '' }),
      gameFormat: formats[0],
      gameType: 'casual',
      newGameType,
      allowSpectators: true,
      showHand: false,
      muteSpectators: false,
      hideDecklists: false,
      gamePrivate: false,
      saveReplay: false,
      usePassword: false,
      password: '',
      chimeraTier: defaultChimeraTier,
      vsBot: false,
      botLevel: DEFAULT_BOT_LEVEL,
    },
  });
  const usePassword = watch('usePassword');
  const ranked = watch('gameType') === 'competitive';
  const solo = watch('gameFormat') === 'solo';
  const vsBot = watch('vsBot') && !solo;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    askNotificationPermission();
    const reply = await lobbyRequest('newgame', toPayload(values, isSupporter));
    if (!reply.success) setServerError(reply.message);
  });

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-5 rounded-lg border border-stone-700 bg-stone-950/60 p-4 2xl:p-6" aria-labelledby="new-game-title">
      <h2 id="new-game-title" className="font-display text-xl text-stone-100 2xl:text-3xl">
        {t('newGame.title')}
      </h2>
      {serverError && (
        <Alert kind="error">{serverError}</Alert>
      )}
      <div>
        <label htmlFor="game-name" className={fieldLabel}>
          {t('newGame.name')}
        </label>
        <input id="game-name" className={input} aria-invalid={Boolean(errors.name)} aria-describedby="game-name-error" {...register('name')} />
        <p id="game-name-error" className={fieldError}>
          {errors.name?.message}
        </p>
      </div>

      <Controller
        control={control}
        name="gameFormat"
        render={({ field }) => (
          <RadioGroup value={field.value} onChange={field.onChange} aria-label={t('newGame.format')} className="space-y-2">
            <p className={fieldLabel}>{t('newGame.format')}</p>
            {formats.map((format) => (
              <Radio
                key={format}
                value={format}
                className="group flex cursor-pointer gap-3 rounded-lg border border-stone-700 p-3 data-checked:border-ember-500 data-checked:bg-ember-950/30 data-focus:outline-2 data-focus:outline-ember-400"
              >
                <span className="mt-1 grid h-4 w-4 shrink-0 place-items-center rounded-full border border-stone-500 group-data-checked:border-ember-400 2xl:h-6 2xl:w-6">
                  <span className="h-2 w-2 rounded-full bg-ember-400 opacity-0 group-data-checked:opacity-100 2xl:h-3 2xl:w-3" />
                </span>
                <span>
                  <span className="block font-semibold text-stone-100 2xl:text-xl">{t(`newGame.formats.${format}.label`)}</span>
                  <span className="block text-sm text-stone-300 2xl:text-lg">{t(`newGame.formats.${format}.description`)}</span>
                </span>
              </Radio>
            ))}
          </RadioGroup>
        )}
      />

      {solo && <Controller control={control} name="chimeraTier" render={({ field }) => <ChimeraTierPicker value={field.value ?? defaultChimeraTier} onChange={field.onChange} />} />}

      {!solo && (
        <label className={checkLabel}>
          <input type="checkbox" className={check} {...register('vsBot')} />
          {t('newGame.vsBot')}
        </label>
      )}
      {(solo || vsBot) && <Controller control={control} name="botLevel" render={({ field }) => <BotLevelPicker value={field.value ?? DEFAULT_BOT_LEVEL} onChange={field.onChange} />} />}

      <fieldset className="space-y-2">
        <legend className={fieldLabel}>{t('newGame.options')}</legend>
        <label className={checkLabel}>
          <input type="checkbox" className={check} {...register('allowSpectators')} />
          {t('newGame.allowSpectators')}
        </label>
        <label className={checkLabel}>
          <input type="checkbox" className={check} {...register('showHand')} />
          {t('newGame.showHand')}
        </label>
        <label className={checkLabel}>
          <input type="checkbox" className={check} {...register('muteSpectators')} />
          {t('newGame.muteSpectators')}
        </label>
        <label className={checkLabel}>
          <input type="checkbox" className={check} {...register('hideDecklists')} />
          {t('newGame.hideDecklists')}
        </label>
        <label className={checkLabel}>
          <input type="checkbox" className={check} {...register('gamePrivate')} />
          {t('newGame.private')}
        </label>
        <label className={checkLabel}>
          <input type="checkbox" className={check} {...register('usePassword')} />
          {t('newGame.usePassword')}
        </label>
        {usePassword && (
          <div className="pl-6">
            <label htmlFor="new-game-password" className={fieldLabel}>
              {t('newGame.password')}
            </label>
            <input id="new-game-password" type="password" autoComplete="new-password" className={input} {...register('password')} />
            <p className={fieldError}>{errors.password?.message}</p>
          </div>
        )}
        <div className="max-w-xs">
          <label htmlFor="time-limit" className={fieldLabel}>
            {t('newGame.timeLimit')}
          </label>
          <input
            id="time-limit"
            type="number"
            min={0}
            max={180}
            className={input}
            {...register('timeLimit', { setValueAs: (v: string) => (v === '' || v === undefined ? undefined : Number(v)) })}
          />
          <p className={fieldError}>{errors.timeLimit?.message}</p>
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className={fieldLabel}>{t('newGame.type')}</legend>
        <div className="flex gap-5">
          <label className={checkLabel}>
            <input type="radio" value="casual" className={check} {...register('gameType')} />
            {t('newGame.casual')}
          </label>
          <label className={checkLabel}>
            <input type="radio" value="competitive" className={check} {...register('gameType')} />
            {t('newGame.ranked')}
          </label>
        </div>
        {ranked && <p className="text-sm text-stone-400 2xl:text-lg">{t('newGame.rankedHelp')}</p>}
        {isSupporter && (
          <label className={checkLabel}>
            {ranked ? <input type="checkbox" className={check} disabled checked readOnly /> : <input type="checkbox" className={check} {...register('saveReplay')} />}
            {t('newGame.saveReplay')} <span className="rounded bg-amber-900 px-1.5 text-xs text-amber-100">{t('newGame.supporterOnly')}</span>
          </label>
        )}
      </fieldset>

      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting || lobbyLink.state !== 'connected'}>
          {t('newGame.create')}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('newGame.cancel')}
        </button>
      </div>
    </form>
  );
}
