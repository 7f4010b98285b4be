import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../net/session';
import { FormPanel } from './FormPanel';

/** Logout: revokes the session on the server, forgets the tokens, then goes to /. */
export default function LogoutPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void logout().then(() => live && navigate('/'));
    return () => {
      live = false;
    };
  }, [navigate]);
  return (
    <FormPanel title={t('logout.title')}>
      <p role="status" className="text-stone-300">
        {t('logout.text')}
      </p>
    </FormPanel>
  );
}
