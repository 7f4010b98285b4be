import type { EndPrompt } from '../../protocol/sockets';

/**
 * The end of a game (board-spec: continue playing or rematch, then waiting for the opponent's choice):
 * who asked for a rematch, and who has left for good. Pure bookkeeping; LiveGame sends the prompts.
 */
export class RematchVotes {
  private wants = new Set<string>();
  private gone = new Set<string>();

  /** `order`: both seats; `humans`: the seats a person holds (a bot never votes). */
  constructor(
    private readonly order: readonly string[],
    private readonly humans: readonly string[],
  ) {}

  /** A player came back: they are no longer gone (their vote was dropped when they disconnected). */
  back(name: string): void {
    this.gone.delete(name);
  }

  /** A player's last socket closed: a rematch needs them present, so their vote goes. */
  disconnected(name: string): void {
    this.wants.delete(name);
  }

  /** A player left the game for good. */
  left(name: string): void {
    this.wants.delete(name);
    this.gone.add(name);
  }

  hasLeft(name: string): boolean {
    return this.gone.has(name);
  }

  promptFor(name: string): EndPrompt {
    const other = this.order.find((n) => n !== name) ?? '';
    if (this.wants.has(name)) return { state: this.gone.has(other) ? 'declined' : 'waiting' };
    return { state: 'choose' };
  }

  /** Records a choice; true when every human now wants a rematch and is still here. */
  choose(name: string, choice: 'continue' | 'rematch'): boolean {
    if (choice === 'continue') {
      this.wants.delete(name);
      return false;
    }
    this.wants.add(name);
    return this.humans.every((h) => this.wants.has(h) && !this.gone.has(h));
  }

  /** The rematch started: the votes are spent. */
  clear(): void {
    this.wants.clear();
  }
}
