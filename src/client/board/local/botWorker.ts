import { chooseBotPlan, type BotInput } from '../../../engine/botPlayer';

/**
 * The practice game's bot, in a Web Worker: a search of a second (Expert) runs here, so the page and its
 * board keep drawing and answering the player meanwhile. One move per message.
 */
const scope = self as unknown as { postMessage(message: unknown): void; addEventListener(type: 'message', fn: (e: MessageEvent<{ id: number; input: BotInput }>) => void): void };

scope.addEventListener('message', (e) => {
  const { id, input } = e.data;
  try {
    scope.postMessage({ id, move: chooseBotPlan(input) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
