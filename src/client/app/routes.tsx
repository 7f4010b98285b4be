import { lazy, type ComponentType } from 'react';
import UnauthorisedPage from '../pages/errors/UnauthorisedPage';
import type { Permission } from '../../protocol/account';

export type RouteDef = {
  path: string;
  page: ComponentType;
  /** Logged-in users only (anonymous users see the Unauthorised page). */
  loginRequired?: boolean;
  permission?: Permission;
};

/**
 * The spec's route table (site-spec section 2). Every page is its own lazy chunk, so the lobby
 * stays light and the board's PixiJS loads only when a game starts.
 */
export const routes: RouteDef[] = [
  { path: '/', page: lazy(() => import('../pages/lobby/LobbyPage')) },
  { path: '/play', page: lazy(() => import('../pages/lobby/LobbyPage')) },
  // A game id in the URL: /play/{gameId}, or /play?gameId= (query parameters merge into route parameters).
  { path: '/play/:gameId', page: lazy(() => import('../pages/lobby/LobbyPage')) },
  { path: '/privacy', page: lazy(() => import('../pages/text/PrivacyPage')) },
  { path: '/about', page: lazy(() => import('../pages/text/AboutPage')) },
  { path: '/community', page: lazy(() => import('../pages/text/CommunityPage')) },
  { path: '/how-to-play', page: lazy(() => import('../pages/text/HowToPlayPage')) },
  { path: '/manual-commands', page: lazy(() => import('../pages/text/ManualCommandsPage')) },
  { path: '/cards', page: lazy(() => import('../pages/cards/CardsPage')) },
  { path: '/decks', page: lazy(() => import('../pages/decks/DecksPage')), loginRequired: true },
  { path: '/decks/add', page: lazy(() => import('../pages/decks/AddDeckPage')), loginRequired: true },
  { path: '/decks/edit/:deckId?', page: lazy(() => import('../pages/decks/EditDeckPage')), loginRequired: true },
  { path: '/decks/import', page: lazy(() => import('../pages/decks/ImportDeckPage')), loginRequired: true },
  { path: '/decks/share/:uuid', page: lazy(() => import('../pages/decks/SharedDeckPage')) },
  { path: '/practice', page: lazy(() => import('../pages/practice/PracticePage')) },
  { path: '/login', page: lazy(() => import('../pages/account/LoginPage')) },
  { path: '/logout', page: lazy(() => import('../pages/account/LogoutPage')) },
  { path: '/register', page: lazy(() => import('../pages/account/RegisterPage')) },
  { path: '/forgot', page: lazy(() => import('../pages/account/ForgotPage')) },
  { path: '/reset-password', page: lazy(() => import('../pages/account/ResetPasswordPage')) },
  { path: '/activation', page: lazy(() => import('../pages/account/ActivationPage')) },
  { path: '/profile', page: lazy(() => import('../pages/account/ProfilePage')) },
  { path: '/blocklist', page: lazy(() => import('../pages/account/BlockListPage')), loginRequired: true },
  { path: '/security', page: lazy(() => import('../pages/account/SecurityPage')), loginRequired: true },
  { path: '/patreon', page: lazy(() => import('../pages/patreon/PatreonPage')), loginRequired: true },
  { path: '/results', page: lazy(() => import('../pages/results/ResultsPage')), loginRequired: true },
  // Replays: a public game's replay is readable logged out (a shared link), so no login here; the server decides.
  { path: '/replay', page: lazy(() => import('../pages/replay/ReplayPage')) },
  { path: '/replay/:gameId', page: lazy(() => import('../pages/replay/ReplayPage')) },
  { path: '/users', page: lazy(() => import('../pages/admin/UsersPage')), loginRequired: true, permission: 'canManageUsers' },
  { path: '/useralts', page: lazy(() => import('../pages/admin/UserAltsPage')), loginRequired: true, permission: 'canManageTournaments' },
  { path: '/nodes', page: lazy(() => import('../pages/admin/NodesPage')), loginRequired: true, permission: 'canManageNodes' },
  { path: '/banlist', page: lazy(() => import('../pages/admin/BanlistPage')), loginRequired: true, permission: 'canManageBanlist' },
  { path: '/unauth', page: UnauthorisedPage },
];
