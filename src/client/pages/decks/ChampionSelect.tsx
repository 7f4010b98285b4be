import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { CatalogCard } from '../../../protocol/cards';
import { NS } from './texts';
import { input } from '../../ui/tokens';

/** The editor's Champions select: several champions may be chosen; a check marks each chosen one. */
export function ChampionSelect(props: { champions: CatalogCard[]; value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation(NS);
  const names = props.value.map((id) => props.champions.find((c) => c.id === id)?.name ?? id);
  return (
    <Field>
      <Label className="mb-1 block text-sm font-medium text-stone-300 2xl:text-base">{t('editor.champions')}</Label>
      <Listbox value={props.value} onChange={props.onChange} multiple>
        <ListboxButton className={`${input} text-left`}>{names.length > 0 ? names.join(', ') : <span className="text-stone-500">{t('editor.chooseChampions')}</span>}</ListboxButton>
        <ListboxOptions anchor="bottom start" className="z-40 mt-1 max-h-72 w-(--button-width) overflow-auto rounded-md border border-stone-700 bg-stone-900 p-1 shadow-xl">
          {props.champions.map((c) => (
            <ListboxOption key={c.id} value={c.id} className="flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm text-stone-200 data-focus:bg-stone-800 2xl:text-base">
              <span className="w-4 text-ember-400">{props.value.includes(c.id) ? '✓' : ''}</span>
              {c.name}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
