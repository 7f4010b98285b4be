import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import './texts';

/** Tabs between the logged-in account screens. */
export function AccountTabs() {
  const { t } = useTranslation('account');
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? 'bg-stone-800 text-ember-300' : 'text-stone-400 hover:bg-stone-800/70 hover:text-white'}`;
  return (
    <nav aria-label={t('profile.title')} className="mb-4 flex gap-1">
      <NavLink to="/profile" className={tab}>
        {t('accountMenu.profile')}
      </NavLink>
      <NavLink to="/blocklist" className={tab}>
        {t('accountMenu.blocklist')}
      </NavLink>
      <NavLink to="/security" className={tab}>
        {t('accountMenu.security')}
      </NavLink>
    </nav>
  );
}
