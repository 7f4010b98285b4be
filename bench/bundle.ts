// Prints the gzip size of the JavaScript the lobby route loads (entry + its static imports + the lobby
// page chunk), and checks that none of it is PixiJS or Headless UI. Run after `npm run build`.
import { lobbyRouteSize } from './bundleSize';

const s = lobbyRouteSize();
console.log(`lobby route JS: ${s.chunks.length} chunks, ${(s.raw / 1024).toFixed(1)} KiB raw, ${(s.gzip / 1024).toFixed(1)} KiB gzip`);
console.log(`PixiJS in the lobby route: ${s.pixi.length ? `YES (regression): ${s.pixi.join(', ')}` : 'no'}`);
console.log(`Headless UI in the lobby route: ${s.headless.length ? `YES (regression): ${s.headless.join(', ')}` : 'no (its menus, popovers and dialog load on first use)'}`);
