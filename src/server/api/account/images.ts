import { AVATAR_MAX_BYTES, BACKGROUND_MAX_BYTES } from '../../../protocol/account';
import { decodeBase64, sniffImage } from '../../auth/images';
import { HttpError } from '../../http/errors';

export type CheckedImage = { bytes: Buffer; contentType: string };

/** An avatar: jpg, gif or png by content, at most 100KB; the spec's messages otherwise. */
export function checkAvatar(data: string): CheckedImage {
  const bytes = decodeBase64(data);
  if (!bytes) throw new HttpError(400, 'Unsupported image format');
  if (bytes.length > AVATAR_MAX_BYTES) throw new HttpError(400, 'Image must be less than 100KB in size');
  const kind = sniffImage(bytes);
  if (!kind) throw new HttpError(400, 'Unsupported image format');
  return { bytes, contentType: kind.contentType };
}

/** A custom board background: png or jpeg by content, under 5MB. */
export function checkBackground(data: string): CheckedImage {
  const bytes = decodeBase64(data);
  if (!bytes) throw new HttpError(400, 'File must be an image');
  if (bytes.length >= BACKGROUND_MAX_BYTES) throw new HttpError(400, 'File must be less than 5MB');
  const kind = sniffImage(bytes);
  if (!kind || kind.type === 'gif') throw new HttpError(400, 'File must be an image');
  return { bytes, contentType: kind.contentType };
}
