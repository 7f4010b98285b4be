import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { NodeStatus } from '../../../protocol/sockets';
import { lobbyRequest, lobbySend, startLobbySocket } from '../../net/lobbySocket';
import { lobbyStore } from '../../stores/lobby';
import { AdminFrame, Alert, Confirm, dangerButtonClass, panelClass, secondaryButtonClass, useTimedStatus } from './ui';

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
  const [restarting, setRestarting] = useState<string | null>(null);
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

  return (
    <AdminFrame title={t('nodes.title')}>
      <Alert status={status} onDismiss={() => setStatus(null)} />
      <section className={panelClass}>
        <div className="mb-3 flex justify-end">
          <button type="button" className={secondaryButtonClass} onClick={() => lobbySend('getnodestatus')} disabled={!connected}>
            {t('nodes.refresh')}
          </button>
        </div>
        {nodes.length === 0 ? (
          <p className="text-stone-400">{t('nodes.empty')}</p>
        ) : (
          <table className="w-full text-left">
            <thead className="border-b border-stone-700 text-sm text-stone-400">
              <tr>
                <th className="py-2 font-medium">{t('nodes.name')}</th>
                <th className="py-2 font-medium">{t('nodes.numGames')}</th>
                <th className="py-2 font-medium">{t('nodes.status')}</th>
                <th className="py-2 font-medium">{t('nodes.version')}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody>
              {nodes.map((node) => (
                <tr key={node.name} className="border-b border-stone-800/70">
                  <td className="py-2 font-medium text-stone-100">{node.name}</td>
                  <td className="py-2 text-stone-300">{node.numGames}</td>
                  <td className="py-2">
                    <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${statusColour[node.status]}`}>{t(`nodes.states.${node.status}`)}</span>
                  </td>
                  <td className="py-2 font-mono text-sm text-stone-300">{node.version}</td>
                  <td className="space-x-2 py-2 text-right">
                    <button type="button" className={secondaryButtonClass} onClick={() => void act('togglenode', node.name)} disabled={node.status === 'restarting' || node.status === 'offline'}>
                      {node.status === 'disabled' ? t('nodes.enable') : t('nodes.disable')}
                    </button>
                    <button type="button" className={dangerButtonClass} onClick={() => setRestarting(node.name)} disabled={node.status === 'restarting'}>
                      {t('nodes.restart')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <Confirm
        question={restarting ? t('nodes.restartConfirm', { name: restarting }) : null}
        onNo={() => setRestarting(null)}
        onYes={() => {
          const name = restarting;
          setRestarting(null);
          if (name) void act('restartnode', name);
        }}
      />
    </AdminFrame>
  );
}
