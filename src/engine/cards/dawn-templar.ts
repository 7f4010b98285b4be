import { behaviour } from './behaviour';
import { livingChampions } from '../ops';

// The text on the card: see assets/cards/sets/units.json (dawn-templar).
export default behaviour({
  id: 'dawn-templar',
  resolve: ({ s, me }) => { for (const c of livingChampions(s, me)) c.armor += 1; },
});
