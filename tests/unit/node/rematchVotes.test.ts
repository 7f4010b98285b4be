import { describe, it, expect } from 'vitest';
import { RematchVotes } from '../../../src/server/node/rematchVotes';

describe('the end of a game: continue or rematch', () => {
  it('starts a rematch only when both players ask while both are here', () => {
    const v = new RematchVotes(['ann', 'bob'], ['ann', 'bob']);
    expect(v.promptFor('ann')).toEqual({ state: 'choose' });
    expect(v.choose('ann', 'rematch')).toBe(false);
    expect(v.promptFor('ann')).toEqual({ state: 'waiting' });
    expect(v.choose('bob', 'rematch')).toBe(true);
  });

  it('tells the asker the other declined once they left, and drops a vote on disconnect or continue', () => {
    const v = new RematchVotes(['ann', 'bob'], ['ann', 'bob']);
    v.choose('ann', 'rematch');
    v.left('bob');
    expect(v.promptFor('ann')).toEqual({ state: 'declined' });
    expect(v.choose('bob', 'rematch')).toBe(false); // gone players cannot complete a rematch
    v.disconnected('ann');
    expect(v.promptFor('ann')).toEqual({ state: 'choose' });
    v.choose('ann', 'rematch');
    v.choose('ann', 'continue');
    expect(v.promptFor('ann')).toEqual({ state: 'choose' });
  });

  it('needs only the human against the bot', () => {
    expect(new RematchVotes(['ann', 'Chimera'], ['ann']).choose('ann', 'rematch')).toBe(true);
  });
});
