/** Deck text and deck rules, pure and shared by the deck editor and the server. */
export { isDeckbuildable, nameIndex, parseCardsBox, type ParsedCards } from './cardsBox';
export { parseDiceBox } from './diceBox';
export { printCards, printChampions, printDeck, printDice } from './printDeck';
export { validateDeck } from './validateDeck';
