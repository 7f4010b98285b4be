import { addTexts } from '../../app/i18n';
import admin from '../../locales/en/admin.json';

// The admin and patron pages' texts ship with their chunks.
addTexts('admin', admin);
