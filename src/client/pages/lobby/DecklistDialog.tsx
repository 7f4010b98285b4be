import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Decklist } from '../../../protocol/lobby';
import { lobbyRequest } from '../../net/lobbySocket';
import { cardsStore, loadCards } from '../../stores/cards';
import { Alert, Modal } from '../../ui';

type Answer = { state: 'loading' } | { state: 'shown'; list: Decklist } | { state: 'refused'; message: string };

/**
 * One player's decklist (site-spec 3), asked of the lobby: it answers with the list or refuses
 * (hidden opponent decklists). Used by the pending game and by the board's opponent name.
 */
export function DecklistDialog({ gameId, player, onClose }: { gameId: string; player: string | null; onClose: () => void }) {
  const { t } = useTranslation('lobby');
  const { cards } = useSnapshot(cardsStore);
  const [answer, setAnswer] = useState<Answer>({ state: 'loading' });
  useEffect(() => {
    if (!player) return;
    let live = true;
    setAnswer({ state: 'loading' });
    void loadCards();
    void lobbyRequest('decklist', gameId, player).then((ack) => {
      if (!live) return;
      if (!ack.success) return setAnswer({ state: 'refused', message: ack.message });
      const parsed = Decklist.safeParse(ack.data);
      setAnswer(parsed.success ? { state: 'shown', list: parsed.data } : { state: 'refused', message: t('decklist.malformed') });
    });
    return () => {
      live = false;
    };
  }, [gameId, player, t]);
  const name = (id: string) => cards.find((c) => c.id === id)?.name ?? id;
  return (
    <Modal open={!!player} onClose={onClose} title={t('decklist.title', { name: player ?? '' })}>
      {answer.state === 'loading' && <p className="text-stone-300">{t('decklist.loading')}</p>}
      {answer.state === 'refused' && (
        <Alert kind="error">{answer.message}</Alert>
      )}
      {answer.state === 'shown' && (
        <div className="max-h-[60vh] space-y-3 overflow-y-auto text-stone-200 2xl:text-lg" data-testid="decklist">
          <p className="font-semibold">{answer.list.name}</p>
          <p>
            {t('decklist.champions')}: {answer.list.champions.map(name).join(', ')}
          </p>
          <ul>
            {answer.list.cards.map((c) => (
              <li key={c.id}>
                {c.count} × {name(c.id)}
              </li>
            ))}
          </ul>
          <p>
            {t('decklist.dice')}: {answer.list.dicepool.map((d) => `${d.count} ${d.magic}`).join(', ')}
          </p>
        </div>
      )}
      <button type="button" className="mt-4 rounded bg-stone-700 px-3 py-1 text-stone-100 hover:bg-stone-600" onClick={onClose}>
        {t('decklist.close')}
      </button>
    </Modal>
  );
}
