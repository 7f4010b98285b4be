/** Null when `version` is in `range` (package.json engines syntax: '>=', '^', a major, joined by '||'), else the message. */
export function nodeVersionProblem(version: string, range: string): string | null;
/** package.json's engines.node. */
export function supportedRange(): string;
