// Exits with a clear message when this Node is not one package.json "engines" supports. Run first by
// `npm start`, and imported first by the server entries (src/server/main.ts, src/server/node/main.ts).
import { nodeVersionProblem, supportedRange } from './node-version.mjs';

const problem = nodeVersionProblem(process.version, supportedRange());
if (problem) {
  console.error(problem);
  process.exit(1);
}
