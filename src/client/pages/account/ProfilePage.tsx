import { zodResolver } from '@hookform/resolvers/zod';
import type { ImageChange } from './imageChange';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ProfileSaveResponse, type User } from '../../../protocol/account';
import { api } from '../../net/api';
import { accountStore, setSession } from '../../stores/account';
import { ProfileAccountFields } from './ProfileAccountFields';
import { ProfileGameFields } from './ProfileGameFields';
import { ProfileForm, type ProfileValues } from './profileForm';
import { errorText, StatusAlert, useTimedStatus } from '../../ui';
import { pageHeading, primaryButton } from '../../ui/tokens';
import { AccountTabs } from './AccountTabs';
import { FormPanel } from './FormPanel';

/** A pending image change: undefined keeps the stored one, null removes it, a data URL replaces it. */

function defaults(user: User): ProfileForm {
  const { customBackground: _ignored, ...settings } = user.settings;
  return { email: user.email, password: '', password1: '', settings: { ...settings, background: settings.background as ProfileValues['settings']['background'] } };
}

/** The profile: account details on one side, board and game settings on the other, one Save. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const { user } = useSnapshot(accountStore);
  if (!user) {
    return (
      <FormPanel title={t('profile.title')}>
        <StatusAlert status={{ kind: 'error', message: t('profile.notLoggedIn') }} />
      </FormPanel>
    );
  }
  return <ProfileEditor key={user.id} user={user as User} />;
}

function ProfileEditor({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [status, setStatus] = useTimedStatus(5000);
  const [avatar, setAvatar] = useState<ImageChange>(undefined);
  const [background, setBackground] = useState<ImageChange>(undefined);
  const form = useForm<ProfileForm, unknown, ProfileValues>({ resolver: zodResolver(ProfileForm), defaultValues: defaults(user) });

  const onSave = form.handleSubmit(
    async (values) => {
      setStatus(null);
      try {
        const answer = await api(`/api/account/${encodeURIComponent(user.username)}`, ProfileSaveResponse, {
          method: 'PUT',
          body: {
            email: values.email,
            password: values.password || undefined,
            avatar,
            customBackground: background,
            settings: values.settings,
          },
        });
        setSession({ token: answer.token, user: answer.user });
        setAvatar(undefined);
        setBackground(undefined);
        form.reset(defaults(answer.user));
        setStatus({ kind: 'success', message: t('profile.success') });
      } catch (err) {
        setStatus({ kind: 'error', message: errorText(err) });
      }
    },
    (_errors: FieldErrors<ProfileForm>) => setStatus({ kind: 'error', message: t('profile.fieldErrors') }),
  );

  return (
    <div className="mx-auto max-w-6xl 2xl:max-w-[1800px]">
      <AccountTabs />
      <form onSubmit={onSave} noValidate>
        <h1 className={`mb-4 ${pageHeading}`}>{t('profile.title')}</h1>
        <StatusAlert status={status} onDismiss={() => setStatus(null)} />
        <div className="grid gap-6 lg:grid-cols-[minmax(320px,1fr)_minmax(420px,1.5fr)]">
          <ProfileAccountFields user={user} form={form} avatar={avatar} onAvatar={setAvatar} />
          <ProfileGameFields user={user} form={form} background={background} onBackground={setBackground} />
        </div>
        <div className="mt-6 flex justify-end">
          <button type="submit" className={`${primaryButton} min-w-32`} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('profile.saving') : t('profile.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
