import { useTranslation } from 'react-i18next';
import { keyName } from './keys';
import { actionById } from './registry';

const keysOf = (id: string) => (actionById(id)?.keys ?? []).map(keyName).join(' / ');

/** The game menu's "Keys": the board's keyboard shortcuts, read from the registered actions. */
export function ShortcutList({ className }: { className: string }) {
  const { t } = useTranslation('board');
  const rows: Array<[string, string]> = [
    [keysOf('prompt.main'), 'main'],
    [`${keysOf('prompt.button1')} – ${keysOf('prompt.button9')}`, 'digits'],
    [keysOf('board.cancel'), 'cancel'],
    [keysOf('card.zoom'), 'zoom'],
    [`${keysOf('champion.choose1')} – 3`, 'choose'],
    ['+ / -', 'size'],
    ['Alt + click', 'pitch'],
  ];
  return (
    // Open, it takes a row of the menu of its own, so the list stays inside the narrow sidebar.
    <details className="open:basis-full" data-testid="shortcut-list">
      <summary className={`${className} inline-block cursor-pointer list-none`} title={t('shortcutsTitle')}>
        {t('shortcuts')}
      </summary>
      <div className="mt-1 max-h-56 overflow-y-auto rounded border border-stone-600 bg-stone-900 p-2 text-xs text-stone-200">
        <h3 className="mb-1 font-semibold text-ember-300">{t('shortcutsTitle')}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
          {rows.map(([keys, row]) => (
            <div key={row} className="contents">
              <dt>
                <kbd className="whitespace-nowrap rounded bg-stone-800 px-1 font-mono">{keys}</kbd>
              </dt>
              <dd>{t(`shortcutsList.${row}`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  );
}
