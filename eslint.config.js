import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';


// The layers of docs/architecture.md, as allowlists: each layer names what it may import, and anything
// else is an error. A relative import counts as the layer it reaches. tests/unit/lint/layers.test.ts
// lints a forbidden and an allowed import for every rule, so a rule that stops biting fails there.
const layer = (allowed, message) => ({ regex: allowed, message });
/** Bare specifiers other than the listed packages (a relative import starts with a dot). */
const packagesExcept = (...names) => `^(?!\\.|(${names.map((n) => n.replace(/[.*/]/g, (c) => (c === '*' ? '.*' : `\\${c}`))).join('|')})$)`;
/** Relative imports that reach one of these folders of ours. */
const reaching = (...folders) => `^\\..*/(${folders.join('|')})/`;

const engineLayer = {
  patterns: [
    // @noble: the game's cryptographic generator (engine/rng.ts), pure code with no I/O.
    layer(packagesExcept('zod', '@noble/*'), 'The engine imports zod, @noble (its generator), the protocol and itself only.'),
    layer(reaching('server', 'client', 'statecharts', 'cardArt'), 'The engine imports zod, @noble (its generator), the protocol and itself only.'),
  ],
};
const protocolLayer = {
  patterns: [
    layer(packagesExcept('zod'), 'The protocol is zod schemas: it imports zod only.'),
    layer('^\\.\\./', 'The protocol imports nothing of ours outside itself.'),
  ],
};
const statechartLayer = {
  patterns: [
    layer(packagesExcept('xstate'), 'Machines import xstate and the protocol: side effects come in as actors.'),
    // engine/lobbyRules: the start rules the lobby and the pending-game machine share (one rule, one place).
    layer('^\\..*/(server|client|cardArt)/|^\\..*/engine/(?!lobbyRules$)', 'Machines import xstate and the protocol (and the shared lobby rules).'),
  ],
};
const cardArtLayer = {
  patterns: [
    layer(packagesExcept(), 'Card art is pure: shapes in, shapes out; it imports the protocol only.'),
    layer(reaching('server', 'client', 'engine', 'statecharts'), 'Card art imports the protocol only.'),
  ],
};
const neverClient = layer(reaching('client'), 'The server never imports client code.');
const serverLayer = { patterns: [neverClient] };
// The server's own layers (docs/architecture.md, "Server layers"): http and api -> services -> repositories -> db.
/** Folders below the HTTP edge: services, their repositories, auth, mail. None of them imports api/. */
const serverBelowApi = ['admin', 'auth', 'cards', 'decks', 'lobby', 'mail', 'node', 'results', 'users'];
const belowApiLayer = {
  patterns: [neverClient, layer(reaching('api'), 'Services and repositories sit below api/: they never import a route (move what both need into the service).')],
};
const apiLayer = {
  patterns: [neverClient, layer('^\\..*/(lobby/handlers|node/gameHandlers)$', 'Routes call services (lobby/lobby, lobby/chat, ...), never socket handlers.')],
};
/** The database layer imports nothing of ours outside db/ (schema, client, migrations). */
const dbLayer = (up) => ({ patterns: [layer(`^${'\\.\\./'.repeat(up)}`, 'db/ is the bottom layer: it imports nothing of the server above it.')] });
const clientLayer = (pixiToo, ...more) => ({
  patterns: [
    layer(reaching('server'), 'The client never imports server code.'),
    layer('^socket\\.io-client$', 'Sockets live in client/net.'),
    ...(pixiToo ? [layer('^(pixi\\.js|@pixi/.*)$', 'PixiJS is drawn only under client/board/.')] : []),
    ...more,
  ],
});
/** Pages sit on top of the client: the board, stores and net serve them and import none of them. */
const noPages = (who) => layer(reaching('pages'), `${who} imports no page: pages import it, never the reverse (shared code goes to stores/ or ui/).`);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/engine/**/*.ts'], rules: { 'no-restricted-imports': ['error', engineLayer] } },
  { files: ['src/protocol/**/*.ts'], rules: { 'no-restricted-imports': ['error', protocolLayer] } },
  { files: ['statecharts/**/*.ts'], rules: { 'no-restricted-imports': ['error', statechartLayer] } },
  { files: ['src/cardArt/**/*.ts'], rules: { 'no-restricted-imports': ['error', cardArtLayer] } },
  { files: ['src/server/**/*.ts'], rules: { 'no-restricted-imports': ['error', serverLayer] } },
  { files: serverBelowApi.map((f) => `src/server/${f}/**/*.ts`), rules: { 'no-restricted-imports': ['error', belowApiLayer] } },
  { files: ['src/server/api/**/*.ts'], rules: { 'no-restricted-imports': ['error', apiLayer] } },
  { files: ['src/server/db/*.ts'], rules: { 'no-restricted-imports': ['error', dbLayer(1)] } },
  { files: ['src/server/db/*/**/*.ts'], rules: { 'no-restricted-imports': ['error', dbLayer(2)] } },
  { files: ['src/client/board/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', clientLayer(false, noPages('The board'))] } },
  { files: ['src/client/stores/**/*.ts'], rules: { 'no-restricted-imports': ['error', clientLayer(true, noPages('A store'))] } },
  { files: ['src/client/**/*.{ts,tsx}'], ignores: ['src/client/net/**', 'src/client/board/**', 'src/client/stores/**'], rules: { 'no-restricted-imports': ['error', clientLayer(true)] } },
  { files: ['src/client/net/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [layer(reaching('server'), 'The client never imports server code.'), noPages('client/net')] }] } },
);
