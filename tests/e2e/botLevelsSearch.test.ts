import { describeBotLevelGames } from './botLevelGames';

// The rule levels and /practice are in botLevels.test.ts, so two browser files share the time.
describeBotLevelGames('games against the search bot levels, in Chromium against the real server', ['strong', 'expert']);
