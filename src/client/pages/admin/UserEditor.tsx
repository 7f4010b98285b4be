import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SaveUserResponse, type FindUserResponse, type UserChange } from '../../../protocol/admin';
import { api } from '../../net/api';
import { accountStore, hasPermission } from '../../stores/account';
import { AltArtsPanel } from './AltArtsPanel';
import { PermissionsTab } from './PermissionsTab';
import { SessionsTab } from './SessionsTab';
import { formatDate, type Status } from '../../ui';
import { input, panel, primaryButton } from '../../ui/tokens';
import { adminErrorText } from './adminErrorText';

type Props = { found: FindUserResponse; onChange: (found: FindUserResponse) => void; setStatus: (s: Status) => void };

const tabClass =
  'rounded-md px-4 py-2 text-sm font-medium text-stone-300 outline-none hover:bg-stone-800 data-selected:bg-stone-800 data-selected:text-ember-300';

/** One found user: flags and permissions with Save, alt arts, and sessions with linked accounts. */
export function UserEditor({ found, onChange, setStatus }: Props) {
  const { t } = useTranslation('admin');
  const { user: me } = useSnapshot(accountStore);
  const { user } = found;
  const canPermissions = hasPermission(me as never, 'canManagePermissions');
  const canAlts = hasPermission(me as never, 'canManageTournaments');
  const [verified, setVerified] = useState(Boolean(user.verified));
  const [disabled, setDisabled] = useState(Boolean(user.disabled));
  const [faveColor, setFaveColor] = useState(user.faveColor ?? '');
  const [permissions, setPermissions] = useState<Record<string, boolean>>({ ...user.permissions });
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const change: UserChange = { verified, disabled, faveColor: faveColor || null };
    if (canPermissions) change.permissions = permissions;
    setSaving(true);
    try {
      const answer = await api(`/api/user/${encodeURIComponent(user.username)}`, SaveUserResponse, {
        showForbidden: true,
        method: 'PUT',
        body: { userToChange: change },
      });
      onChange({ ...found, user: answer.user });
      setStatus({ kind: 'success', message: t('users.saved') });
    } catch (err) {
      setStatus({ kind: 'error', message: adminErrorText(err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={panel} aria-labelledby="found-user">
      <div className="mb-4 flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <h2 id="found-user" className="font-display text-2xl" style={{ color: user.faveColor ?? undefined }}>
          {user.username}
        </h2>
        <p className="text-sm text-stone-400">
          {t('users.registered')}: <span className="text-stone-200">{formatDate(user.registered)}</span>
        </p>
        <p className="text-sm text-stone-400">
          {t('users.patreon')}: <span className="text-stone-200">{(t('users.patreonStates', { returnObjects: true }) as string[])[user.patreon ?? 0]}</span>
        </p>
      </div>
      <TabGroup>
        <TabList className="mb-4 flex flex-wrap gap-1 border-b border-stone-800 pb-2">
          <Tab className={tabClass}>{t('users.details')}</Tab>
          {canPermissions && <Tab className={tabClass}>{t('users.permissions')}</Tab>}
          {canAlts && <Tab className={tabClass}>{t('users.altArts')}</Tab>}
          <Tab className={tabClass}>{t('users.sessions')}</Tab>
        </TabList>
        <TabPanels>
          <TabPanel className="space-y-4">
            <label className="flex items-center gap-2 text-stone-200">
              <input type="checkbox" className="h-4 w-4 accent-orange-600" checked={verified} onChange={(e) => setVerified(e.target.checked)} />
              {t('users.verified')}
            </label>
            <label className="flex items-center gap-2 text-stone-200">
              <input type="checkbox" className="h-4 w-4 accent-orange-600" checked={disabled} onChange={(e) => setDisabled(e.target.checked)} />
              {t('users.disabled')}
            </label>
            <div className="flex items-center gap-3">
              <label htmlFor="fave-color" className="text-stone-200">
                {t('users.faveColor')}
              </label>
              <input
                id="fave-color"
                type="color"
                value={faveColor || '#78716c'}
                onChange={(e) => setFaveColor(e.target.value)}
                className="h-9 w-14 cursor-pointer rounded border border-stone-700 bg-stone-950"
              />
              <div className="w-32">
                <input aria-label={t('users.faveColor')} value={faveColor} placeholder={t('users.noFaveColor')} onChange={(e) => setFaveColor(e.target.value)} className={`${input} font-mono text-sm`} />
              </div>
            </div>
          </TabPanel>
          {canPermissions && (
            <TabPanel>
              <PermissionsTab value={permissions} onChange={setPermissions} />
            </TabPanel>
          )}
          {canAlts && (
            <TabPanel>
              <AltArtsPanel embedded username={user.username} altArts={user.altArts} onChange={(altArts) => onChange({ ...found, user: { ...user, altArts } })} />
            </TabPanel>
          )}
          <TabPanel>
            <SessionsTab user={user} linkedAccounts={found.linkedAccounts} setStatus={setStatus} onCleared={() => onChange({ ...found, user: { ...user, tokens: [] } })} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <div className="mt-6 border-t border-stone-800 pt-4">
        <button type="button" className={primaryButton} onClick={() => void save()} disabled={saving}>
          {t('users.save')}
        </button>
      </div>
    </section>
  );
}
