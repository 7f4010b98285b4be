import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { manualCommands } from '../../../engine/manual';
import type { GameAction } from '../../../protocol/game';
import { Popup } from './Popup';

/** The manual command list: each command with its syntax, runnable with up to three arguments. */
export function ManualCommands({ side, send, onClose }: { side: string; send: (action: GameAction) => void; onClose: () => void }) {
  const { t } = useTranslation('board');
  const [args, setArgs] = useState<Record<string, string>>({});
  return (
    <Popup panel="manual-commands" side={side} title={t('manualCommands')} onClose={onClose} initial={{ w: 380, h: 360 }}>
      <ul className="space-y-2 text-sm">
        {manualCommands.map((c) => (
          <li key={c.name}>
            <div className="flex items-center gap-2">
              <code className="text-ember-300">{c.syntax}</code>
              <input
                aria-label={t('commandArgs', { name: c.name })}
                className="w-20 rounded border border-stone-600 bg-stone-800 px-1 text-xs"
                value={args[c.name] ?? ''}
                onChange={(e) => setArgs({ ...args, [c.name]: e.target.value })}
              />
              <button
                type="button"
                className="rounded bg-ember-700 px-2 text-xs text-white hover:bg-ember-600"
                onClick={() => send({ command: 'manual', name: c.name, args: (args[c.name] ?? '').split(/\s+/).filter(Boolean).slice(0, 3) })}
              >
                {t('run')}
              </button>
            </div>
            <p className="text-xs text-stone-400">{c.description}</p>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
