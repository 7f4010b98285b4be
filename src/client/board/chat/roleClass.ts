/**
 * Board-spec 6: a chat name takes a style class from the speaker's role, the lowercased role plus
 * '-role' ("admin-role"). The role comes from the game node (read from the speaker's account when
 * they connected), never from a client. styles.css colours the roles the site knows; any other
 * role gets a class nothing styles, so the name keeps the default colour.
 */
export function roleClass(role: string | undefined): string {
  const name = role?.toLowerCase().replace(/[^a-z]/g, '');
  return name ? `${name}-role` : '';
}
