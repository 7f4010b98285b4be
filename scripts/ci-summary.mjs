// Prints "N passed, N failed" from vitest's output, so CI's last line says what ran.
import { readFileSync } from 'node:fs';

// Colour codes (ESC [ ... m) are stripped before the summary line is read.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const text = readFileSync(process.argv[2], 'utf8').replace(ansi, '');
const line = text.split('\n').reverse().find((l) => /^\s*Tests\s+/.test(l)) ?? '';
const passed = Number(/(\d+) passed/.exec(line)?.[1] ?? 0);
const failed = Number(/(\d+) failed/.exec(line)?.[1] ?? 0);
const skipped = Number(/(\d+) skipped/.exec(line)?.[1] ?? 0);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
