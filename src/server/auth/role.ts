/**
 * A user's one site role, from their permissions: what the lobby's user list sends and what the
 * game node puts on a speaker's chat lines (names are styled by it, board-spec 6). The first that
 * applies wins; everyone else is a 'user'.
 */
export function userRole(permissions: Record<string, boolean | undefined>): string {
  if (permissions.isAdmin) return 'admin';
  if (permissions.canModerateChat) return 'moderator';
  if (permissions.isContributor) return 'contributor';
  if (permissions.isSupporter) return 'supporter';
  return 'user';
}
