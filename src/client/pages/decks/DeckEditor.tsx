import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deckLimits } from '../../../protocol/decks';
import { saveDeck } from '../../stores/decks';
import { ChampionSelect } from './ChampionSelect';
import { draftBody, readDraft, type DraftFields } from './deckDraft';
import { DeckView } from './DeckView';
import { NS } from './texts';
import { Alert, Spinner } from '../../ui';
import { input, pageHeading, panel, primaryButton, secondaryButton } from '../../ui/tokens';
import { useCatalogue } from './useCatalogue';

const label = 'mb-1 block text-sm font-medium text-stone-300 2xl:text-base';
const mono = `${input} font-mono`;

/**
 * The Deck Editor (board-spec 2 and 5): name, champions, the Cards and Dice boxes and notes, read and
 * validated on every keystroke, with the deck view beside it showing what the text means.
 */
export function DeckEditor({ initial, deckId, title }: { initial: DraftFields; deckId?: string; title: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { cards, byId } = useCatalogue();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, watch, setValue, formState } = useForm<DraftFields>({ defaultValues: initial, mode: 'onChange' });
  const fields = watch();
  const champions = useMemo(() => cards.filter((c) => c.type === 'Champion' && c.deckType !== 'chimera'), [cards]);
  const draft = useMemo(() => readDraft(fields, cards), [fields, cards]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await saveDeck(draftBody(values, readDraft(values, cards).content), deckId);
      navigate('/decks');
    } catch (err) {
      setError((err as Error).message);
    }
  });

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <form onSubmit={onSubmit} className={`${panel} space-y-4`} noValidate>
        <h1 className={pageHeading}>{title}</h1>
        {error && <Alert kind="error">{error}</Alert>}
        <div>
          <label htmlFor="deckName" className={label}>
            {t('editor.deckName')}
          </label>
          <input
            id="deckName"
            className={input}
            aria-invalid={Boolean(formState.errors.deckName)}
            {...register('deckName', {
              validate: (v) => (v.trim() ? true : t('editor.nameRequired')),
              maxLength: { value: deckLimits.nameLength, message: t('editor.nameTooLong') },
            })}
          />
          {formState.errors.deckName && <p className="mt-1 text-sm text-red-300">{formState.errors.deckName.message}</p>}
        </div>
        <ChampionSelect champions={champions} value={fields.champions} onChange={(ids) => setValue('champions', ids, { shouldDirty: true })} />
        <div>
          <label htmlFor="cardsText" className={label}>
            {t('editor.cards')}
          </label>
          <textarea id="cardsText" rows={12} spellCheck={false} className={mono} aria-describedby="cardsHelp" {...register('cardsText')} />
          <p id="cardsHelp" className="mt-1 text-xs text-stone-400 2xl:text-sm">
            {t('editor.cardsHelp')}
          </p>
          {draft.ignored.length > 0 && <p className="mt-1 text-xs text-amber-300 2xl:text-sm">{t('editor.ignored', { lines: draft.ignored.join('; ') })}</p>}
        </div>
        <div>
          <label htmlFor="diceText" className={label}>
            {t('editor.dice')}
          </label>
          <textarea id="diceText" rows={4} spellCheck={false} className={mono} aria-describedby="diceHelp" {...register('diceText')} />
          <p id="diceHelp" className="mt-1 text-xs text-stone-400 2xl:text-sm">
            {t('editor.diceHelp')}
          </p>
        </div>
        <div>
          <label htmlFor="notes" className={label}>
            {t('editor.notes')}
          </label>
          <textarea id="notes" rows={3} className={input} {...register('notes', { maxLength: { value: deckLimits.notesLength, message: t('editor.notesTooLong') } })} />
          {formState.errors.notes && <p className="mt-1 text-sm text-red-300">{formState.errors.notes.message}</p>}
        </div>
        <div className="flex gap-3">
          <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
            {formState.isSubmitting && <Spinner />}
            {formState.isSubmitting ? t('editor.saving') : t('editor.save')}
          </button>
          <button type="button" className={secondaryButton} onClick={() => navigate('/decks')}>
            {t('editor.cancel')}
          </button>
        </div>
      </form>
      <DeckView deck={{ ...draft.content, name: fields.deckName || t('editor.newDeck'), notes: fields.notes, status: draft.status }} byId={byId} />
    </div>
  );
}
