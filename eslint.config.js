import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';


// The layers of ARCHITECTURE.md, enforced: the engine and the protocol import nothing of server,
// client, DOM or pixi; socket.io appears only in client/net and server; statecharts stay pure.
const engineBans = {
  patterns: [
    { group: ['**/server/**', '**/client/**', '**/statecharts/**'], message: 'The engine is pure: no server, client or statecharts imports.' },
    { group: ['pixi.js', '@pixi/*', 'react', 'react-dom', 'socket.io', 'socket.io-client', 'node:*', 'fs', 'path'], message: 'The engine has no I/O, DOM or rendering.' },
  ],
};

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
  { files: ['src/engine/**/*.ts'], rules: { 'no-restricted-imports': ['error', engineBans] } },
  {
    files: ['src/protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/client/**', '**/engine/**', '**/statecharts/**'], message: 'The protocol imports nothing of ours.' },
            { group: ['pixi.js', '@pixi/*', 'react', 'socket.io', 'socket.io-client', 'node:*'], message: 'The protocol is plain schemas.' },
          ],
        },
      ],
    },
  },
  {
    // Card art is drawn once as plain shapes, for the server's SVG and the board's PixiJS alike.
    files: ['src/cardArt/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/client/**', '**/engine/**', '**/statecharts/**'], message: 'Card art imports only the protocol.' },
            { group: ['pixi.js', '@pixi/*', 'react', 'react-dom', 'socket.io', 'socket.io-client', 'node:*'], message: 'Card art is pure: shapes in, shapes out.' },
          ],
        },
      ],
    },
  },
  {
    files: ['statecharts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/client/**', 'socket.io', 'socket.io-client', 'react', 'pixi.js'], message: 'Machines are pure: side effects come in as actors.' }] },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/net/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['socket.io-client', '**/server/**'], message: 'Sockets live in client/net; the client never imports the server.' }] },
      ],
    },
  },
);
