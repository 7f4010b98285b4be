import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The layer allowlists of eslint.config.js bite: for every layer, an import it may not make is an
 * error and one it may make is not. Snippets are linted as if they were files of that layer.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function importErrors(file: string, spec: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as x from '${spec}';\nexport const y = x;\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases: { layer: string; file: string; refused: string[]; allowed: string[] }[] = [
  { layer: 'engine', file: 'src/engine/x.ts', refused: ['valtio', 'ioredis', 'drizzle-orm', 'node:fs', 'pixi.js', '../server/context', '../client/net/socket', '../../statecharts/draft', '../cardArt/face'], allowed: ['zod', '@noble/hashes/sha2.js', './ops', '../protocol/game', '../../assets/cards/cards.json'] },
  { layer: 'protocol', file: 'src/protocol/x.ts', refused: ['xstate', 'react', '../engine/ops', '../server/context'], allowed: ['zod', './game'] },
  { layer: 'statecharts', file: 'statecharts/x.ts', refused: ['react', 'socket.io-client', 'valtio', '../src/client/net/socket', '../src/server/context', '../src/engine/ops'], allowed: ['xstate', './draft', '../src/protocol/game', '../src/engine/lobbyRules'] },
  { layer: 'card art', file: 'src/cardArt/x.ts', refused: ['pixi.js', 'react', '../engine/ops', '../client/board/scene/x'], allowed: ['./palette', '../protocol/cards'] },
  { layer: 'server', file: 'src/server/api/x.ts', refused: ['../../client/net/socket', '../../client/board/GameBoard'], allowed: ['../../engine', 'fastify'] },
  { layer: 'server below api (admin)', file: 'src/server/admin/x.ts', refused: ['../api/account/login', '../../client/net/socket'], allowed: ['../users/repo', '../lobby/lobby', '../db/schema'] },
  { layer: 'server below api (lobby)', file: 'src/server/lobby/x.ts', refused: ['../api/messages'], allowed: ['../users/view', './chat'] },
  { layer: 'server api', file: 'src/server/api/account/x.ts', refused: ['../../lobby/handlers', '../../node/gameHandlers'], allowed: ['../../lobby/chat', '../../users/repo', './files'] },
  { layer: 'server db', file: 'src/server/db/schema/x.ts', refused: ['../../users/repo', '../../lobby/lobby'], allowed: ['./accounts', '../client', 'drizzle-orm/pg-core'] },
  { layer: 'client (outside the board)', file: 'src/client/pages/x.tsx', refused: ['pixi.js', '@pixi/react', '../../server/context', 'socket.io-client'], allowed: ['react', '../../engine', 'valtio'] },
  { layer: 'client board', file: 'src/client/board/scene/x.ts', refused: ['../../../server/context', 'socket.io-client', '../../pages/account/profileForm'], allowed: ['pixi.js', '@pixi/react', '../../../engine', '../../stores/gameSettings', '../../ui/backgroundSwatches'] },
  { layer: 'client stores', file: 'src/client/stores/x.ts', refused: ['../../server/context', 'socket.io-client', 'pixi.js', '../pages/lobby/gameRules'], allowed: ['valtio', '../net/api', './cards', '../../engine/lobbyRules'] },
  { layer: 'client net', file: 'src/client/net/x.ts', refused: ['../../server/context', '../pages/lobby/gameActions'], allowed: ['socket.io-client', '../stores/lobby'] },
  { layer: 'client pages', file: 'src/client/pages/lobby/x.tsx', refused: ['pixi.js'], allowed: ['./gameRules', '../account/profileForm', '../../stores/deckSources', '../../board/LazyGameBoard'] },
];

describe('each layer imports only what docs/architecture.md allows it', () => {
  for (const c of cases) {
    it(`${c.layer}: refuses ${c.refused.join(', ')}; allows ${c.allowed.join(', ')}`, async () => {
      for (const spec of c.refused) expect(await importErrors(c.file, spec), `${c.file} importing ${spec}`).not.toEqual([]);
      for (const spec of c.allowed) expect(await importErrors(c.file, spec), `${c.file} importing ${spec}`).toEqual([]);
    }, 60_000);
  }
});
