import type { FastifyRequest } from 'fastify';
import { permissionNames } from '../../protocol/account';
import { HttpError } from '../http/errors';

type Rights = Record<string, boolean> | null | undefined;

/** The spec's order, so a message names rights the same way whatever order the database keeps them in. */
const order = (name: string) => {
  const i = (permissionNames as readonly string[]).indexOf(name);
  return i < 0 ? permissionNames.length : i;
};

/** The rights a permissions record grants (absent or false grants nothing), in the spec's order. */
const held = (rights: Rights): string[] =>
  Object.entries(rights ?? {})
    .filter(([, on]) => on === true)
    .map(([name]) => name)
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));

/**
 * The rank rule: the rights the target holds that the actor does not. Empty means the actor may act
 * on the target; anything else means the target outranks them somewhere, and acting on them (reading
 * their details, changing them, their password, email or sessions) could hand the actor that right.
 */
export function rightsBeyond(actor: Rights, target: Rights): string[] {
  const mine = new Set(held(actor));
  return held(target).filter((name) => !mine.has(name));
}

export const outrankedMessage = (username: string, missing: string[]) =>
  `You cannot manage ${username}: they hold rights you do not have (${missing.join(', ')})`;

export const grantMessage = (missing: string[]) => `You cannot grant rights you do not hold yourself (${missing.join(', ')})`;

/** 403 unless the caller holds every right the target holds (themself always passes). */
export function assertMayManage(request: FastifyRequest, target: { id: string; username: string; permissions: Rights }): void {
  const actor = request.user;
  if (!actor) throw new HttpError(401, 'Unauthorized');
  if (actor.sub === target.id) return;
  const missing = rightsBeyond(actor.permissions, target.permissions);
  if (missing.length) throw new HttpError(403, outrankedMessage(target.username, missing));
}

/** 403 when the new rights include one the caller does not hold: nobody hands out more than they have. */
export function assertMayGrant(request: FastifyRequest, next: Rights): void {
  const missing = rightsBeyond(request.user?.permissions, next);
  if (missing.length) throw new HttpError(403, grantMessage(missing));
}
