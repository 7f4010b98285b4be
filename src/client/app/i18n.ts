import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import common from '../locales/en/common.json';

/**
 * English text, one namespace per area of the site (common, lobby, account, decks, board, admin...).
 * Language detection in the spec's order: cookie, local storage, browser.
 */
export const resources = { en: { common } } as const;

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: 'en',
    supportedLngs: ['en'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: { order: ['cookie', 'localStorage', 'navigator'], caches: ['localStorage'] },
  });

/** Areas register their own namespace when their code loads, so each page's text ships with it. */
export function addTexts(namespace: string, texts: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts);
}

export default i18n;
