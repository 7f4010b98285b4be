import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RELEASE_DATE, RELEASE_VERSION } from '../../engine/lobbyRules/release';

const links = [
  { to: '/how-to-play', label: 'menu.howToPlay' },
  { to: '/manual-commands', label: 'menu.manualCommands' },
  { to: '/about', label: 'menu.about' },
  { to: '/community', label: 'menu.community' },
  { to: '/privacy', label: 'menu.privacy' },
];

/** The help and text pages, at the foot of every page. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-stone-800 px-4 py-4 text-sm text-stone-400 2xl:text-lg">
      <nav aria-label={t('menu.help')} className="mx-auto flex max-w-[1600px] flex-wrap gap-x-5 gap-y-1 2xl:max-w-[2400px]">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="hover:text-ember-300">
            {t(link.label)}
          </Link>
        ))}
        <span className="ml-auto" data-testid="release">
          Emberhall {RELEASE_VERSION} · {RELEASE_DATE}
        </span>
      </nav>
    </footer>
  );
}
