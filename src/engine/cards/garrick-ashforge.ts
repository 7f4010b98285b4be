import { behaviour } from './behaviour';
import { attach, hasConjuration } from '../effects';

// The text on the card: see assets/cards/cards.json (garrick-ashforge).
export default behaviour({
  id: 'garrick-ashforge',
  target: 'friendly-unit',
  playable: ({ s, me }) => hasConjuration(s, me, 'forged-edge'),
  resolve: ({ s, me, target }) => { if (target) attach(s, me, 'forged-edge', target); },
});
