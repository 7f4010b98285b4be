import { z } from 'zod';
import { AVATAR_MAX_BYTES, BACKGROUND_MAX_BYTES, boardBackgrounds, Email, OptionSettings, Password, Settings } from '../../../protocol/account';

/** The profile form: the save payload's fields plus the repeated password (section 5's rules). */
export const ProfileForm = z
  .object({
    email: Email,
    password: z.union([z.literal(''), Password]),
    password1: z.string(),
    settings: Settings.omit({ customBackground: true }).extend({
      background: z.enum(boardBackgrounds),
      optionSettings: OptionSettings.extend({
        bluffTimer: z.coerce.number().int().min(0).max(10),
        alertTimer: z.coerce.number().int().min(0).max(10),
      }),
    }),
  })
  .refine((f) => f.password === f.password1, { message: 'The passwords you have entered do not match', path: ['password1'] });
export type ProfileForm = z.input<typeof ProfileForm>;
export type ProfileValues = z.output<typeof ProfileForm>;

/** Client-side checks of a chosen avatar (the server checks the bytes again). */
export function avatarProblem(file: File): string | null {
  if (!/\.(jpe?g|gif|png)$/i.test(file.name) || !/^image\/(jpeg|gif|png)$/.test(file.type)) return 'Unsupported image format';
  if (file.size > AVATAR_MAX_BYTES) return 'Image must be less than 100KB in size';
  return null;
}

export function backgroundProblem(file: File): string | null {
  if (!/^image\/(png|jpeg)$/.test(file.type)) return 'File must be an image';
  if (file.size >= BACKGROUND_MAX_BYTES) return 'File must be less than 5MB';
  return null;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
