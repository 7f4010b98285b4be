import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Permission } from '../../protocol/account';
import { accountStore, hasPermission } from '../stores/account';
import { DeferredMenu, type HeadlessKit } from '../ui/deferred';
import { lobbyStore } from '../stores/lobby';
import { ConnectionStatus } from './ConnectionStatus';
import { GameControls } from './GameControls';
import { showsNavigation } from './navigation';

const RULES_URL = '/how-to-play';

// Only a started game on a small screen folds the indicators behind one dot: it loads then.
const FoldedStatus = lazy(() => import('./GameStatus').then((m) => ({ default: m.FoldedStatus })));

type Item = { to: string; label: string };

/** The profile dropdown: the spec's Profile and Logout, with My Results between (the spec gives /results no menu entry). */
const profileItems: Item[] = [
  { to: '/profile', label: 'menu.profile' },
  { to: '/results', label: 'menu.results' },
  { to: '/logout', label: 'menu.logout' },
];

const adminItems: (Item & { permission: Permission })[] = [
  { to: '/users', label: 'menu.users', permission: 'canManageUsers' },
  { to: '/nodes', label: 'menu.nodes', permission: 'canManageNodes' },
  { to: '/banlist', label: 'menu.banlist', permission: 'canManageBanlist' },
];

const accountItems: Item[] = [
  { to: '/login', label: 'menu.login' },
  { to: '/register', label: 'menu.register' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition 2xl:text-lg ${isActive ? 'bg-stone-800 text-ember-300' : 'text-stone-300 hover:bg-stone-800/70 hover:text-white'}`;
const itemClass = 'block rounded px-3 py-2 text-sm text-stone-200 data-focus:bg-stone-800';

/** Below Tailwind's sm breakpoint (a phone) the left items collapse into the Menu button; during a started game, below xl. */
const PHONE = '(max-width: 639.98px)';
const BELOW_XL = '(max-width: 1279.98px)';
function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** The spec's top menu: left items by login and permission, the Rules link, the account items on the right. */
export function TopMenu() {
  const { t } = useTranslation();
  const { user } = useSnapshot(accountStore);
  const { currentGame } = useSnapshot(lobbyStore);
  const inGame = Boolean(currentGame?.started);
  // On the board of a started game only the game controls, counts, indicators and profile menu stay.
  const navigation = showsNavigation(inGame, useLocation().pathname);
  const phone = useMedia(PHONE);
  const belowXl = useMedia(BELOW_XL);
  // A started game adds Concede, Leave and the connection indicators: on smaller screens the left items go into the
  // Menu and the indicators behind one status dot.
  const narrow = phone || (inGame && belowXl);
  const statusFolded = narrow && inGame;
  const admin = user ? adminItems.filter((item) => hasPermission(user as never, item.permission)) : [];
  return (
    <header className="site-header sticky top-0 z-30 border-b border-stone-800 bg-stone-950/90 backdrop-blur">
      <nav aria-label={t('menu.mainMenu')} className="mx-auto flex h-14 max-w-[1600px] items-center gap-1 px-2 sm:px-4 2xl:max-w-[2400px]">
        <Link to="/" className="mr-1 flex shrink-0 items-center gap-2 font-display text-xl text-ember-400 sm:mr-4">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span className="sr-only sm:not-sr-only">Emberhall</span>
        </Link>
        {!navigation ? null : narrow ? (
          <NarrowMenu signedIn={Boolean(user)} admin={admin} />
        ) : (
          <>
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
            {admin.length > 0 && (
              <DeferredMenu
                className="relative"
                buttonClassName="rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-stone-300 hover:bg-stone-800/70 hover:text-white 2xl:text-lg"
                button={`${t('menu.admin')} ▾`}
              >
                {(kit) => <DropdownItems kit={kit} anchor="bottom start" items={admin} />}
              </DeferredMenu>
            )}
            <a href={RULES_URL} target="_blank" rel="noreferrer" className={linkClass({ isActive: false })}>
              {t('menu.rules')}
            </a>
          </>
        )}
        <div className="ml-auto flex min-w-0 items-center gap-1">
          <GameControls />
          {statusFolded ? (
            <Suspense fallback={<span aria-hidden className="h-9 w-9 shrink-0" />}>
              <FoldedStatus />
            </Suspense>
          ) : (
            <ConnectionStatus />
          )}
          {user ? (
            <DeferredMenu
              className="relative shrink-0"
              buttonClassName="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-stone-200 hover:bg-stone-800 sm:px-3 2xl:text-lg"
              button={
                <>
                  {user.avatar ? <img src={user.avatar} alt="" className="h-7 w-7 rounded-full" /> : <span aria-hidden className="grid h-7 w-7 place-items-center rounded-full bg-ember-700 text-xs font-bold">{user.username.slice(0, 1).toUpperCase()}</span>}
                  <span className="sr-only sm:not-sr-only">{user.username}</span>
                </>
              }
            >
              {(kit) => <DropdownItems kit={kit} anchor="bottom end" items={profileItems} />}
            </DeferredMenu>
          ) : (
            !narrow &&
            accountItems.map((item) => (
              <NavLink key={item.to} to={item.to} className={linkClass}>
                {t(item.label)}
              </NavLink>
            ))
          )}
        </div>
      </nav>
    </header>
  );
}

/** A phone's menu: Play, Cards, Decks, the Admin items, Rules, and Login and Register when logged out. */
function NarrowMenu({ signedIn, admin }: { signedIn: boolean; admin: Item[] }) {
  const { t } = useTranslation();
  const main: Item[] = [{ to: '/', label: 'menu.play' }, { to: '/cards', label: 'menu.cards' }, ...(signedIn ? [{ to: '/decks', label: 'menu.decks' }] : [])];
  return (
    <DeferredMenu
      className="relative shrink-0"
      buttonClassName="flex items-center gap-1.5 rounded-md border border-stone-700 px-2.5 py-1.5 text-sm font-medium text-stone-200 hover:bg-stone-800 data-open:bg-stone-800"
      button={
        <>
          <svg aria-hidden viewBox="0 0 16 16" className="h-4 w-4">
            <path fill="currentColor" d="M2 3h12v2H2zm0 4h12v2H2zm0 4h12v2H2z" />
          </svg>
          {t('menu.menu')}
        </>
      }
    >
      {({ MenuItems, MenuItem, MenuSection, MenuHeading, MenuSeparator }) => (
        <MenuItems anchor="bottom start" className="z-40 mt-1 w-56 rounded-md border border-stone-700 bg-stone-900 p-1 shadow-xl">
          {main.map((item) => <MenuLink key={item.to} MenuItem={MenuItem} item={item} />)}
          {admin.length > 0 && (
            <MenuSection>
              <MenuHeading className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-400 uppercase">{t('menu.admin')}</MenuHeading>
              {admin.map((item) => <MenuLink key={item.to} MenuItem={MenuItem} item={item} className={`${itemClass} pl-5`} />)}
            </MenuSection>
          )}
          <MenuItem>
            <a href={RULES_URL} target="_blank" rel="noreferrer" className={itemClass}>
              {t('menu.rules')}
            </a>
          </MenuItem>
          {!signedIn && (
            <>
              <MenuSeparator className="my-1 h-px bg-stone-700" />
              {accountItems.map((item) => <MenuLink key={item.to} MenuItem={MenuItem} item={item} />)}
            </>
          )}
        </MenuItems>
      )}
    </DeferredMenu>
  );
}

/** One link of a dropdown, reachable by keyboard through headlessui's Menu. */
function MenuLink({ MenuItem, item, className = itemClass }: { MenuItem: HeadlessKit['MenuItem']; item: Item; className?: string }) {
  const { t } = useTranslation();
  return (
    <MenuItem>
      <Link to={item.to} className={className}>
        {t(item.label)}
      </Link>
    </MenuItem>
  );
}

/** The items of one of the menu's dropdowns: links, reachable by keyboard through headlessui's Menu. */
function DropdownItems({ kit, anchor, items }: { kit: HeadlessKit; anchor: 'bottom start' | 'bottom end'; items: Item[] }) {
  const { MenuItems, MenuItem } = kit;
  return (
    <MenuItems anchor={anchor} className="z-40 mt-1 w-40 rounded-md border border-stone-700 bg-stone-900 p-1 shadow-xl">
      {items.map((item) => <MenuLink key={item.to} MenuItem={MenuItem} item={item} />)}
    </MenuItems>
  );
}
