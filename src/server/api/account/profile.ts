import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { ProfileSaveRequest, type Settings } from '../../../protocol/account';
import { hashPassword } from '../../auth/passwords';
import { deleteOtherSessions } from '../../auth/sessions';
import { files, users } from '../../db/schema';
import { HttpError, parseInput } from '../../http/errors';
import type { AccountDeps } from './deps';
import { checkAvatar, checkBackground, type CheckedImage } from './images';
import { EMAIL_TAKEN } from './register';
import { requireSelfOrManager } from './self';
import { accessTokenFor } from './tokens';
import { userById } from '../../users/repo';
import { settingsOf, toUserView } from '../../users/view';

const fileIdOf = (url: string | null) => url?.match(/^\/files\/([0-9a-f-]{36})$/)?.[1] ?? null;

/**
 * PUT /api/account/{username}: the profile save. Everything is checked before anything is written, so
 * a bad image or a taken email leaves the stored profile as it was. Returns a new token and the user.
 */
export function profileRoutes(app: FastifyInstance, { ctx }: AccountDeps): void {
  app.put('/api/account/:username', async (request) => {
    const row = await requireSelfOrManager(ctx, request);
    const input = parseInput(ProfileSaveRequest, request.body);

    const emailLower = input.email.toLowerCase();
    if (emailLower !== row.emailLower) {
      const [owner] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.emailLower, emailLower), ne(users.id, row.id)))
        .limit(1);
      if (owner) throw new HttpError(409, EMAIL_TAKEN);
    }
    const avatar: CheckedImage | null | undefined = typeof input.avatar === 'string' ? checkAvatar(input.avatar) : input.avatar;
    const background: CheckedImage | null | undefined =
      typeof input.customBackground === 'string' ? checkBackground(input.customBackground) : input.customBackground;
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;

    const previous = settingsOf(row);
    let customBackground = previous.customBackground;
    let avatarFile = row.avatarFile;
    const oldFiles: string[] = [];

    await ctx.db.transaction(async (tx) => {
      if (avatar !== undefined) {
        if (avatarFile) oldFiles.push(avatarFile);
        avatarFile = null;
        if (avatar) {
          avatarFile = randomUUID();
          await tx.insert(files).values({ id: avatarFile, userId: row.id, kind: 'avatar', contentType: avatar.contentType, data: avatar.bytes });
        }
      }
      if (background !== undefined) {
        const old = fileIdOf(customBackground);
        if (old) oldFiles.push(old);
        customBackground = null;
        if (background) {
          const id = randomUUID();
          await tx.insert(files).values({ id, userId: row.id, kind: 'background', contentType: background.contentType, data: background.bytes });
          customBackground = `/files/${id}`;
        }
      }
      const settings: Settings = {
        ...input.settings,
        // 'custom' means nothing without an uploaded image.
        background: input.settings.background === 'custom' && !customBackground ? 'none' : input.settings.background,
        customBackground,
      };
      await tx
        .update(users)
        .set({ email: input.email, emailLower, avatarFile, settings, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, row.id));
      for (const id of oldFiles) await tx.delete(files).where(eq(files.id, id));
    });

    const self = request.user!.sub === row.id;
    // A new password logs out every other device of that user.
    if (passwordHash) await deleteOtherSessions(ctx, row.id, self ? (request.user!.sid ?? null) : null);
    const updated = (await userById(ctx, row.id))!;
    const requester = self ? updated : await userById(ctx, request.user!.sub);
    if (!requester) throw new HttpError(401, 'Unauthorized');
    return { success: true, token: await accessTokenFor(ctx, requester, request.user!.sid), user: toUserView(updated) };
  });
}
