/** A browser-side check of a single IPv4 or IPv6 address (the server checks again with node:net). */
const v4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function isIP(value: string): boolean {
  if (v4.test(value)) return true;
  if (!value.includes(':') || !/^[0-9a-fA-F:.]+$/.test(value)) return false;
  try {
    // The URL parser accepts exactly the valid IPv6 literals (including embedded IPv4).
    new URL(`http://[${value}]/`);
    return true;
  } catch {
    return false;
  }
}
