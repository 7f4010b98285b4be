import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAltsResponse, type AltRef } from '../../../protocol/admin';
import { AltsResponse, type AltCard } from '../../../protocol/cards';
import { api } from '../../net/api';
import { ConfirmDialog, ItemList, StatusAlert, useConfirmation, useTimedStatus } from '../../ui';
import { fieldLabel, input, panel, panelTitle, primaryButton } from '../../ui/tokens';
import { adminErrorText } from './adminErrorText';

type Props = {
  username: string;
  altArts: Record<string, string[]>;
  onChange: (altArts: Record<string, string[]>) => void;
  /** Inside another panel (the user admin's tab): no frame or heading of its own. */
  embedded?: boolean;
};

let catalogue: Promise<AltCard[]> | null = null;
const loadAlts = () => (catalogue ??= api('/api/cards/alts', AltsResponse).then((r) => r.alts));

/**
 * The alts a user holds: a dropdown of every alt art with Add and a preview of the selected one,
 * and the 'Currently held alts' list, where clicking one asks 'Remove this alt?'.
 */
export function AltArtsPanel({ username, altArts, onChange, embedded = false }: Props) {
  const { t } = useTranslation('admin');
  const [alts, setAlts] = useState<AltCard[]>([]);
  const [selected, setSelected] = useState('');
  const [status, setStatus] = useTimedStatus(5000);

  useEffect(() => {
    loadAlts().then(
      (list) => {
        setAlts(list);
        setSelected((s) => s || list[0]?.alt || '');
      },
      (err: unknown) => setStatus({ kind: 'error', message: adminErrorText(err) }),
    );
  }, [setStatus]);

  const byAlt = useMemo(() => new Map(alts.map((a) => [a.alt, a])), [alts]);
  const held = Object.entries(altArts).flatMap(([stub, list]) => list.map((alt) => ({ stub, alt })));
  const chosen = byAlt.get(selected);

  const change = async (body: { add?: AltRef[]; remove?: AltRef[] }, done: string) => {
    try {
      const answer = await api(`/api/user/${encodeURIComponent(username)}/alts`, UserAltsResponse, {
        showForbidden: true,
        method: 'PATCH',
        body: { userToChange: body },
      });
      onChange(answer.altArts);
      setStatus({ kind: 'success', message: done });
    } catch (err) {
      setStatus({ kind: 'error', message: adminErrorText(err) });
    }
  };

  const removing = useConfirmation<AltRef>((ref) => void change({ remove: [ref] }, t('alts.removed')));

  return (
    <section className={embedded ? '' : panel} aria-label={t('users.altArts')}>
      {!embedded && <h2 className={`mb-3 ${panelTitle}`}>{t('users.altArts')}</h2>}
      <StatusAlert status={status} onDismiss={() => setStatus(null)} />
      <div className="grid gap-6 md:grid-cols-[1fr_auto]">
        <div className="space-y-4">
          <div>
            <label htmlFor="alt-select" className={fieldLabel}>
              {t('alts.choose')}
            </label>
            <div className="flex gap-3">
              <select id="alt-select" value={selected} onChange={(e) => setSelected(e.target.value)} className={`${input} max-w-sm`}>
                {alts.map((a) => (
                  <option key={a.alt} value={a.alt}>
                    {a.name}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className={primaryButton}
                disabled={!chosen}
                onClick={() => chosen && void change({ add: [{ stub: chosen.stub, alt: chosen.alt }] }, t('alts.added'))}
              >
                {t('alts.add')}
              </button>
            </div>
          </div>
          <div>
            <h3 className="mb-2 text-sm font-medium text-stone-300">{t('alts.held')}</h3>
            <ItemList items={held} itemKey={(ref) => `${ref.stub}/${ref.alt}`} empty={t('alts.none')} className="flex flex-wrap gap-2">
              {(ref) => (
                <button
                  type="button"
                  onClick={() => removing.ask(ref)}
                  className="rounded-full border border-ember-700 bg-orange-950/40 px-3 py-1 text-sm text-orange-100 hover:bg-orange-900/60"
                >
                  {byAlt.get(ref.alt)?.name ?? ref.alt}
                </button>
              )}
            </ItemList>
          </div>
        </div>
        {chosen && (
          <img
            src={`/img/alts/${chosen.alt}.svg`}
            alt={t('alts.preview', { name: chosen.name })}
            className="h-64 w-auto justify-self-center rounded-lg shadow-xl 2xl:h-96"
          />
        )}
      </div>
      <ConfirmDialog {...removing.dialog} question={t('alts.removeConfirm')} />
    </section>
  );
}
