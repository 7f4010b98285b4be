import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { NodeStatus } from '../../../protocol/sockets';
import { lobbyRequest, lobbySend, startLobbySocket } from '../../net/lobbySocket';
import { lobbyStore } from '../../stores/lobby';
import { ConfirmDialog, DataTable, StatusAlert, useConfirmation, useTimedStatus } from '../../ui';
import { dangerButton, panel, secondaryButton } from '../../ui/tokens';
import { AdminFrame } from './AdminFrame';

const statusColour: Record<NodeStatus['status'], string> = {
  active: 'bg-emerald-900/60 text-emerald-200 border-emerald-700',
  disabled: 'bg-amber-950/60 text-amber-200 border-amber-700',
  restarting: 'bg-sky-950/60 text-sky-200 border-sky-700',
  offline: 'bg-red-950/60 text-red-200 border-red-800',
};

/** /nodes (canManageNodes): every game node over the lobby socket; disable, enable or restart one. */
export default function NodesPage() {
  const { t } = useTranslation('admin');
  const { nodes, lobbyLink } = useSnapshot(lobbyStore);
  const [status, setStatus] = useTimedStatus(5000);
  const connected = lobbyLink.state === 'connected';

  // Asks again whenever the lobby (re)connects; the server answers with a nodestatus event.
  useEffect(() => {
    void startLobbySocket();
    if (connected) lobbySend('getnodestatus');
  }, [connected]);

  const act = async (event: 'togglenode' | 'restartnode', name: string) => {
    const ack = await lobbyRequest(event, name);
    if (!ack.success) setStatus({ kind: 'error', message: ack.message });
    lobbySend('getnodestatus');
  };

  const restarting = useConfirmation<string>((name) => void act('restartnode', name));

  return (
    <AdminFrame title={t('nodes.title')}>
      <StatusAlert status={status} onDismiss={() => setStatus(null)} />
      <section className={panel}>
        <div className="mb-3 flex justify-end">
          <button type="button" className={secondaryButton} onClick={() => lobbySend('getnodestatus')} disabled={!connected}>
            {t('nodes.refresh')}
          </button>
        </div>
        <DataTable
          rows={nodes}
          rowKey={(node) => node.name}
          empty={t('nodes.empty')}
          columns={[
            { header: t('nodes.name'), cell: (node) => node.name, className: 'font-medium text-stone-100' },
            { header: t('nodes.numGames'), cell: (node) => node.numGames },
            {
              header: t('nodes.status'),
              cell: (node) => <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${statusColour[node.status]}`}>{t(`nodes.states.${node.status}`)}</span>,
            },
            { header: t('nodes.version'), cell: (node) => node.version, className: 'font-mono text-sm' },
          ]}
          actions={(node) => (
            <>
              <button type="button" className={secondaryButton} onClick={() => void act('togglenode', node.name)} disabled={node.status === 'restarting' || node.status === 'offline'}>
                {node.status === 'disabled' ? t('nodes.enable') : t('nodes.disable')}
              </button>
              <button type="button" className={dangerButton} onClick={() => restarting.ask(node.name)} disabled={node.status === 'restarting'}>
                {t('nodes.restart')}
              </button>
            </>
          )}
        />
      </section>
      <ConfirmDialog {...restarting.dialog} question={restarting.asking ? t('nodes.restartConfirm', { name: restarting.asking }) : ''} />
    </AdminFrame>
  );
}
