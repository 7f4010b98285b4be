import { behaviour } from './behaviour';
import { attach } from '../effects';

// The text on the card: see assets/cards/cards.json (forge-apprentice).
export default behaviour({
  id: 'forge-apprentice',
  resolve: ({ s, me, source }) => { attach(s, me, 'forged-edge', source); },
});
