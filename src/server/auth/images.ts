/** Image formats recognised by their first bytes; a file's name or declared type is never trusted. */
export type ImageKind = { type: 'png' | 'jpeg' | 'gif'; contentType: string };

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: 'png', contentType: 'image/png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { type: 'jpeg', contentType: 'image/jpeg' };
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { type: 'gif', contentType: 'image/gif' };
  return null;
}

/** Decodes base64, with or without a data: URL prefix; null when it is not base64 at all. */
export function decodeBase64(data: string): Buffer | null {
  const raw = data.startsWith('data:') ? data.slice(data.indexOf(',') + 1) : data;
  const compact = raw.replace(/\s+/g, '');
  if (!compact || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}
