import { behaviour } from './behaviour';

// The text on the card: see assets/cards/sets/champions.json (stolen-kiss).
// The blocker leaves the block (still exhausted): the attacker it held goes on to the target.
export default behaviour({
  id: 'stolen-kiss',
  target: 'blocker',
  window: 'blocked',
  resolve: ({ s, target }) => { if (target && s.battle) delete s.battle.blocks[target.uuid]; },
});
