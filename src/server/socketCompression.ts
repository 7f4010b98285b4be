/**
 * permessage-deflate for every socket (lobby and game), sized for thousands of sockets on one small
 * machine (issue 19). Each message is compressed on its own (no context takeover), with a 2 KiB window
 * and a small hash table: about 24 KiB of zlib state per socket instead of ws's 256 KiB default, and a
 * game view of ~15 KB or a patch of ~2 KB shrinks to a fraction on the wire (docs/benchmarks.md).
 * ws runs zlib on libuv's thread pool, off the event loop. bench/load reproduces each frame's size from
 * these same settings, which is exact because no message depends on the ones before it.
 */
export const socketDeflate = {
  threshold: 256,
  serverNoContextTakeover: true,
  clientNoContextTakeover: true,
  serverMaxWindowBits: 11,
  zlibDeflateOptions: { level: 3, memLevel: 5 },
} as const;
