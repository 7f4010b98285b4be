import { manualMoves } from '../../../protocol/game';
import { manualCommands } from '../../../engine/manual';
import { TextPage } from './TextPage';
import { pageHeading } from '../../ui/tokens';

const th = 'border-b border-stone-600 px-3 py-2 text-left text-stone-100';
const td = 'border-b border-stone-800 px-3 py-2 align-top';

/** The manual-mode commands and drag moves, straight from the engine's lists. */
export default function ManualCommandsPage() {
  return (
    <TextPage>
      <h1 className={pageHeading}>Manual commands</h1>
      <p className="mt-3 text-stone-300 2xl:text-xl">
        Manual mode must be on (a player asks, the opponent agrees) for these to work; /forfeit works at any time. Type a command in the game chat. Commands that act on a
        card act on the card you are inspecting: click a card in play to inspect it first.
      </p>
      <table className="mt-5 w-full border-collapse text-sm text-stone-300 2xl:text-lg">
        <thead>
          <tr>
            <th className={th}>Command</th>
            <th className={th}>What it does</th>
          </tr>
        </thead>
        <tbody>
          {manualCommands.map((c) => (
            <tr key={c.name} className="odd:bg-stone-900/60">
              <td className={td}>
                <code className="rounded bg-stone-800 px-1 text-ember-200">{c.syntax}</code>
              </td>
              <td className={td}>{c.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mt-8 font-display text-2xl text-stone-100 2xl:text-4xl">Moving cards by hand</h2>
      <p className="mt-3 text-stone-300 2xl:text-xl">In manual mode you may drag your own cards between these piles:</p>
      <table className="mt-4 w-full border-collapse text-sm text-stone-300 2xl:text-lg">
        <thead>
          <tr>
            <th className={th}>From</th>
            <th className={th}>To</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(manualMoves).map(([from, to]) => (
            <tr key={from} className="odd:bg-stone-900/60">
              <td className={td}>{from}</td>
              <td className={td}>{to?.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TextPage>
  );
}
