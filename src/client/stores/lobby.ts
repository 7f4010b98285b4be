import { proxy } from 'valtio';
import type { LobbyGame, LobbyUser } from '../../protocol/lobby';

/** What the lobby socket has told us: the games list, who is online, banners. */
export const lobbyStore = proxy<{ games: LobbyGame[]; users: LobbyUser[]; banner: string | null }>({
  games: [],
  users: [],
  banner: null,
});
