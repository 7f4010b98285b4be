import { addTexts } from '../../app/i18n';
import decks from '../../locales/en/decks.json';

// The decks namespace ships with the deck pages' chunk, not with the lobby.
addTexts('decks', decks);

export const NS = 'decks';
