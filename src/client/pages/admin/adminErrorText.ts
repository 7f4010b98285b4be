import { permissionNames } from '../../../protocol/account';
import i18n from '../../app/i18n';
import { errorText } from '../../ui';
import './texts';

/** The server names rights by their keys (a rank refusal lists them); the admin pages show their labels. */
const rightNames = new RegExp(`\\b(${permissionNames.join('|')})\\b`, 'g');

/** A failure's words for an admin page's status, with right keys as their labels. */
export const adminErrorText = (err: unknown) => errorText(err).replace(rightNames, (key) => i18n.t(`permissionLabels.${key}`, { ns: 'admin' }));
