// The Node versions Emberhall runs on are package.json "engines". This file has no dependencies, so
// `npm start` can check before installing anything, and the server entries check again first thing.
import { readFileSync } from 'node:fs';

/** [major, minor, patch] of 'v20.19.1' or '20.19.1' (missing parts are 0). */
function parts(version) {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(version.trim());
  if (!m) throw new Error(`Not a version: ${version}`);
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether a version meets one range of the forms engines uses here: '>=22.12.0', '^20.19.0', '20'. */
function meets(version, range) {
  const r = range.trim();
  if (r.startsWith('>=')) return compare(version, parts(r.slice(2))) >= 0;
  if (r.startsWith('^')) {
    const low = parts(r.slice(1));
    return version[0] === low[0] && compare(version, low) >= 0;
  }
  if (/^\d+$/.test(r)) return version[0] === Number(r);
  throw new Error(`package.json engines.node: cannot read the range '${r}'`);
}

/** Null when `version` is in `range` (alternatives joined by '||'), else the message to print. */
export function nodeVersionProblem(version, range) {
  if (range.split('||').some((alt) => meets(parts(version), alt))) return null;
  return `Emberhall needs Node ${range} (package.json "engines"); this is Node ${version.replace(/^v?/, 'v')}. Install a supported Node (README, "The two commands") and try again.`;
}

/** package.json's engines.node, read next to this file's folder. */
export function supportedRange() {
  return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
}
