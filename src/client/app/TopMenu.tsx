import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Permission } from '../../protocol/account';
import { accountStore, hasPermission } from '../stores/account';
import { ConnectionStatus } from './ConnectionStatus';
import { GameControls } from './GameControls';

const RULES_URL = '/how-to-play';

/** The profile dropdown: the spec's Profile and Logout, with My Results between (the spec gives /results no menu entry). */
const profileItems = [
  { to: '/profile', label: 'menu.profile' },
  { to: '/results', label: 'menu.results' },
  { to: '/logout', label: 'menu.logout' },
];

const adminItems: { to: string; label: string; permission: Permission }[] = [
  { to: '/users', label: 'menu.users', permission: 'canManageUsers' },
  { to: '/nodes', label: 'menu.nodes', permission: 'canManageNodes' },
  { to: '/banlist', label: 'menu.banlist', permission: 'canManageBanlist' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition 2xl:text-lg ${isActive ? 'bg-stone-800 text-ember-300' : 'text-stone-300 hover:bg-stone-800/70 hover:text-white'}`;

/** The spec's top menu: left items by login and permission, the Rules link, the account items on the right. */
export function TopMenu() {
  const { t } = useTranslation();
  const { user } = useSnapshot(accountStore);
  const admin = adminItems.filter((item) => hasPermission(user as never, item.permission));
  return (
    <header className="sticky top-0 z-30 border-b border-stone-800 bg-stone-950/90 backdrop-blur">
      <nav aria-label={t('menu.mainMenu')} className="mx-auto flex h-14 max-w-[1600px] items-center gap-1 px-4 2xl:max-w-[2400px]">
        <Link to="/" className="mr-4 flex items-center gap-2 font-display text-xl text-ember-400">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          Emberhall
        </Link>
        <NavLink to="/" end className={linkClass}>
          {t('menu.play')}
        </NavLink>
        <NavLink to="/cards" className={linkClass}>
          {t('menu.cards')}
        </NavLink>
        {user && (
          <NavLink to="/decks" className={linkClass}>
            {t('menu.decks')}
          </NavLink>
        )}
        {user && admin.length > 0 && (
          <Menu as="div" className="relative">
            <MenuButton className="rounded-md px-3 py-2 text-sm font-medium text-stone-300 hover:bg-stone-800/70 hover:text-white">
              {t('menu.admin')} ▾
            </MenuButton>
            <DropdownItems anchor="bottom start" items={admin} />
          </Menu>
        )}
        <a href={RULES_URL} target="_blank" rel="noreferrer" className={linkClass({ isActive: false })}>
          {t('menu.rules')}
        </a>
        <div className="ml-auto flex items-center gap-1">
          <GameControls />
          <ConnectionStatus />
          {user ? (
            <Menu as="div" className="relative">
              <MenuButton className="flex items-center gap-2 rounded-md px-3 py-1.5 text-sm text-stone-200 hover:bg-stone-800">
                {user.avatar ? <img src={user.avatar} alt="" className="h-7 w-7 rounded-full" /> : <span aria-hidden className="grid h-7 w-7 place-items-center rounded-full bg-ember-700 text-xs font-bold">{user.username.slice(0, 1).toUpperCase()}</span>}
                {user.username}
              </MenuButton>
              <DropdownItems anchor="bottom end" items={profileItems} />
            </Menu>
          ) : (
            <>
              <NavLink to="/login" className={linkClass}>
                {t('menu.login')}
              </NavLink>
              <NavLink to="/register" className={linkClass}>
                {t('menu.register')}
              </NavLink>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}

/** The items of one of the menu's dropdowns: links, reachable by keyboard through headlessui's Menu. */
function DropdownItems({ anchor, items }: { anchor: 'bottom start' | 'bottom end'; items: { to: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <MenuItems anchor={anchor} className="z-40 mt-1 w-40 rounded-md border border-stone-700 bg-stone-900 p-1 shadow-xl">
      {items.map((item) => (
        <MenuItem key={item.to}>
          <Link to={item.to} className="block rounded px-3 py-2 text-sm text-stone-200 data-focus:bg-stone-800">
            {t(item.label)}
          </Link>
        </MenuItem>
      ))}
    </MenuItems>
  );
}
