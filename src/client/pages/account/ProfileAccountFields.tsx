import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../protocol/account';
import type { ImageChange } from './imageChange';
import { PatreonLink } from '../patreon/PatreonLink';
import { avatarProblem, readAsDataUrl, type ProfileForm, type ProfileValues } from './profileForm';
import { Field } from '../../ui';
import { panel, secondaryButton } from '../../ui/tokens';

type Props = { user: User; form: UseFormReturn<ProfileForm, unknown, ProfileValues>; avatar: ImageChange; onAvatar: (a: ImageChange) => void };

/** Username (read-only), email, avatar upload, the patron link (when configured) and the new password twice. */
export function ProfileAccountFields({ user, form, avatar, onAvatar }: Props) {
  const { t } = useTranslation('account');
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const e = form.formState.errors;
  const shown = avatar === undefined ? user.avatar : avatar;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = avatarProblem(file);
    setAvatarError(problem);
    if (!problem) onAvatar(await readAsDataUrl(file));
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section className={panel}>
      <h2 className="mb-4 font-display text-xl text-stone-100">{t('profile.details')}</h2>
      <Field id="username" label={t('username')} value={user.username} readOnly className="cursor-not-allowed opacity-70" />
      <Field label={t('email')} type="email" autoComplete="email" error={e.email?.message} {...form.register('email')} />
      <div className="mb-4">
        <span className="mb-1 block text-sm font-medium text-stone-300">{t('profile.avatar')}</span>
        <div className="flex items-center gap-4">
          {shown ? (
            <img src={shown} alt={t('profile.avatar')} className="h-16 w-16 rounded-full border border-stone-700 object-cover" />
          ) : (
            <span aria-hidden className="grid h-16 w-16 place-items-center rounded-full bg-ember-700 text-2xl font-bold text-white">
              {user.username.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div className="flex flex-col gap-2">
            <div className="flex gap-2">
              <button type="button" className={secondaryButton} onClick={() => fileInput.current?.click()}>
                {t('profile.changeAvatar')}
              </button>
              {shown && (
                <button type="button" className={secondaryButton} onClick={() => onAvatar(null)}>
                  {t('profile.removeAvatar')}
                </button>
              )}
            </div>
            <span className="text-xs text-stone-500">{t('profile.avatarHint')}</span>
          </div>
          <input
            ref={fileInput}
            type="file"
            aria-label={t('profile.changeAvatar')}
            accept=".jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png"
            className="hidden"
            data-testid="avatar-file"
            onChange={(ev) => void pick(ev.target.files?.[0])}
          />
        </div>
        {avatarError && <p className="mt-1 text-sm text-red-400">{avatarError}</p>}
      </div>
      <PatreonLink />
      <Field label={t('profile.newPassword')} type="password" autoComplete="new-password" hint={t('profile.newPasswordHint')} error={e.password?.message} {...form.register('password')} />
      <Field label={t('password1')} type="password" autoComplete="new-password" error={e.password1?.message} {...form.register('password1')} />
    </section>
  );
}
