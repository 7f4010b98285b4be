/**
 * board-spec 2: "The shell hides the navigation bar once a game has started". The navigation (Play, Cards, Decks,
 * Admin, Rules) goes while the board is on screen (the lobby's routes) and comes back when the game ends. On any
 * other page typed during a game the game runs on and the navigation stays, so Play brings the board back.
 */
export function showsNavigation(gameStarted: boolean, pathname: string): boolean {
  if (!gameStarted) return true;
  return !(pathname === '/' || pathname === '/play' || pathname.startsWith('/play/'));
}
