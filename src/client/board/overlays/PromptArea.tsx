import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { promptTimerMachine, promptTimerText, type PromptButton as TimerButton } from '../../../../statecharts/promptTimer';
import type { GameAction, PromptButton, PromptState } from '../../../protocol/game';
import { keyName } from '../actions/keys';
import { buttonKeys, mainButton } from '../actions/promptActions';
import { buttonLabel, titleLines } from '../layout/text';
import { buttonAction } from './promptAction';

export interface PromptAreaProps {
  prompt: PromptState | undefined;
  send: (action: GameAction) => void;
  interactive: boolean;
  /** Filled with this area's press (through the timer machine), for the keyboard's prompt actions. */
  pressRef?: MutableRefObject<((b: PromptButton) => void) | null>;
}

/**
 * The prompt: its title, the menu title lines, the buttons (long labels cut), an options select,
 * and the auto-pass bar driven by the promptTimer machine.
 */
export function PromptArea({ prompt, send, interactive, pressRef }: PromptAreaProps) {
  const { t } = useTranslation('board');
  const sendRef = useRef(send);
  const buttonsRef = useRef<PromptButton[]>([]);
  useEffect(() => {
    sendRef.current = send;
    buttonsRef.current = prompt?.buttons ?? [];
  });
  const machine = useMemo(
    () =>
      promptTimerMachine.provide({
        actions: {
          timerExpired: (_, params: { uuid: string | null }) => {
            const b = buttonsRef.current.find((x) => x.timer && (x.uuid ?? null) === params.uuid) ?? buttonsRef.current.find((x) => x.timer);
            if (b) sendRef.current(buttonAction(b));
          },
          sendButton: (_, button: TimerButton) => sendRef.current(buttonAction(button as PromptButton)),
        },
      }),
    [],
  );
  const [snapshot, sendTimer] = useMachine(machine);
  useEffect(() => {
    if (!pressRef) return;
    pressRef.current = (button) => sendTimer({ type: 'click', button });
    return () => {
      pressRef.current = null;
    };
  }, [pressRef, sendTimer]);
  const buttonsKey = JSON.stringify([prompt?.buttons ?? [], prompt?.timerLength ?? 0]);
  useEffect(() => {
    sendTimer({ type: 'buttons.changed', buttons: prompt?.buttons ?? [], timerLength: prompt?.timerLength });
    // The key captures the buttons' content; a new array with the same buttons is not a new prompt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [buttonsKey, sendTimer]);
  const timerText = promptTimerText(snapshot);
  const total = (prompt?.timerLength ?? 0) * 1000;
  const options = prompt?.controls.find((c) => c.type === 'options-select');
  if (!prompt) return null;
  return (
    <section aria-label={t('prompt')} className="rounded-md border border-stone-700 bg-stone-900/95 p-3 shadow-lg">
      {prompt.promptTitle ? <h2 className="font-display text-base text-ember-300">{prompt.promptTitle}</h2> : null}
      {titleLines(prompt.menuTitle).map((line, i) => (
        <p key={i} className="text-sm text-stone-300">
          {line}
        </p>
      ))}
      {timerText ? (
        <div className="mt-2" role="timer" aria-live="polite">
          <div className="h-1.5 overflow-hidden rounded bg-stone-700">
            <div className="h-full bg-ember-500 transition-[width] duration-100" style={{ width: `${total ? (snapshot.context.remainingMs / total) * 100 : 0}%` }} />
          </div>
          <p className="mt-1 text-xs text-stone-400">{timerText}</p>
        </div>
      ) : null}
      {options && options.type === 'options-select' ? (
        <select
          aria-label={t('chooseOption')}
          disabled={!interactive}
          className="mt-2 w-full rounded border border-stone-600 bg-stone-800 p-1 text-sm"
          defaultValue=""
          onChange={(e) => e.target.value && send({ command: 'menuButton', arg: e.target.value, uuid: options.source })}
        >
          <option value="">{t('chooseOption')}</option>
          {options.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.name}
            </option>
          ))}
        </select>
      ) : null}
      {prompt.buttons.length ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {prompt.buttons.map((b, i) => {
            // The keys that press it (actions/promptActions.ts), named in its title and for assistive technology.
            const keys = interactive ? buttonKeys(prompt.buttons, i) : [];
            const hint = keys.length ? t('keysHint', { keys: keys.map(keyName).join(', ') }) : '';
            const main = interactive && b === mainButton(prompt.buttons);
            return (
              <button
                key={`${b.arg ?? ''}:${i}`}
                type="button"
                title={[b.text.length > 28 ? b.text : '', hint].filter(Boolean).join(' ') || undefined}
                aria-keyshortcuts={keys.length ? keys.join(' ') : undefined}
                data-main={main || undefined}
                disabled={!interactive || b.disabled}
                onClick={() => sendTimer({ type: 'click', button: b })}
                className={`rounded px-3 py-1.5 text-sm font-semibold shadow disabled:cursor-not-allowed disabled:opacity-40 ${
                  b.timer ? 'bg-stone-700 text-stone-100 hover:bg-stone-600' : 'bg-ember-600 text-white hover:bg-ember-500'
                } ${main ? 'ring-2 ring-ember-200/70' : ''}`}
              >
                {buttonLabel(b.text)}
              </button>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
