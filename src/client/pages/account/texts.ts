import { addTexts } from '../../app/i18n';
import account from '../../locales/en/account.json';

// The account pages' texts ship with their chunk.
addTexts('account', account);
