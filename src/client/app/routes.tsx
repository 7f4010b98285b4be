import { lazy, type ComponentType } from 'react';
import UnauthorisedPage from '../pages/errors/UnauthorisedPage';
import type { Permission } from '../../protocol/account';
import type { RouteTitle } from './pageTitle';

export type RouteDef = {
  path: string;
  /** The page's title (locales/en/titles.json), shown as "{title} · Emberhall". */
  title: RouteTitle;
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
  { path: '/', title: 'lobby', page: lazy(() => import('../pages/lobby/LobbyPage')) },
  { path: '/play', title: 'lobby', page: lazy(() => import('../pages/lobby/LobbyPage')) },
  // A game id in the URL: /play/{gameId}, or /play?gameId= (query parameters merge into route parameters).
  { path: '/play/:gameId', title: 'lobby', page: lazy(() => import('../pages/lobby/LobbyPage')) },
  { path: '/privacy', title: 'privacy', page: lazy(() => import('../pages/text/PrivacyPage')) },
  { path: '/about', title: 'about', page: lazy(() => import('../pages/text/AboutPage')) },
  { path: '/community', title: 'community', page: lazy(() => import('../pages/text/CommunityPage')) },
  { path: '/how-to-play', title: 'howToPlay', page: lazy(() => import('../pages/text/HowToPlayPage')) },
  { path: '/manual-commands', title: 'manualCommands', page: lazy(() => import('../pages/text/ManualCommandsPage')) },
  { path: '/cards', title: 'cards', page: lazy(() => import('../pages/cards/CardsPage')) },
  { path: '/decks', title: 'decks', page: lazy(() => import('../pages/decks/DecksPage')), loginRequired: true },
  { path: '/decks/add', title: 'addDeck', page: lazy(() => import('../pages/decks/AddDeckPage')), loginRequired: true },
  { path: '/decks/edit/:deckId?', title: 'editDeck', page: lazy(() => import('../pages/decks/EditDeckPage')), loginRequired: true },
  { path: '/decks/import', title: 'importDeck', page: lazy(() => import('../pages/decks/ImportDeckPage')), loginRequired: true },
  { path: '/decks/share/:uuid', title: 'sharedDeck', page: lazy(() => import('../pages/decks/SharedDeckPage')) },
  { path: '/practice', title: 'practice', page: lazy(() => import('../pages/practice/PracticePage')) },
  { path: '/login', title: 'login', page: lazy(() => import('../pages/account/LoginPage')) },
  { path: '/logout', title: 'logout', page: lazy(() => import('../pages/account/LogoutPage')) },
  { path: '/register', title: 'register', page: lazy(() => import('../pages/account/RegisterPage')) },
  { path: '/forgot', title: 'forgot', page: lazy(() => import('../pages/account/ForgotPage')) },
  { path: '/reset-password', title: 'resetPassword', page: lazy(() => import('../pages/account/ResetPasswordPage')) },
  { path: '/activation', title: 'activation', page: lazy(() => import('../pages/account/ActivationPage')) },
  { path: '/profile', title: 'profile', page: lazy(() => import('../pages/account/ProfilePage')) },
  { path: '/blocklist', title: 'blocklist', page: lazy(() => import('../pages/account/BlockListPage')), loginRequired: true },
  { path: '/security', title: 'security', page: lazy(() => import('../pages/account/SecurityPage')), loginRequired: true },
  { path: '/patreon', title: 'patreon', page: lazy(() => import('../pages/patreon/PatreonPage')), loginRequired: true },
  { path: '/results', title: 'results', page: lazy(() => import('../pages/results/ResultsPage')), loginRequired: true },
  // A matchup report: id is one of the user's deck ids or a champion id (GET /api/games/report/{id}).
  { path: '/results/report/:id', title: 'report', page: lazy(() => import('../pages/results/ReportPage')), loginRequired: true },
  { path: '/results/league', title: 'league', page: lazy(() => import('../pages/results/LeaguePage')), loginRequired: true },
  // Replays: a public game's replay is readable logged out (a shared link), so no login here; the server decides.
  { path: '/replay', title: 'replay', page: lazy(() => import('../pages/replay/ReplayPage')) },
  { path: '/replay/:gameId', title: 'replay', page: lazy(() => import('../pages/replay/ReplayPage')) },
  { path: '/users', title: 'users', page: lazy(() => import('../pages/admin/UsersPage')), loginRequired: true, permission: 'canManageUsers' },
  { path: '/useralts', title: 'useralts', page: lazy(() => import('../pages/admin/UserAltsPage')), loginRequired: true, permission: 'canManageTournaments' },
  { path: '/nodes', title: 'nodes', page: lazy(() => import('../pages/admin/NodesPage')), loginRequired: true, permission: 'canManageNodes' },
  { path: '/banlist', title: 'banlist', page: lazy(() => import('../pages/admin/BanlistPage')), loginRequired: true, permission: 'canManageBanlist' },
  { path: '/unauth', title: 'unauth', page: UnauthorisedPage },
];
