import type { z } from 'zod';
import type { passwordChangeForm, profileForm, User } from '#contract/users.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import { recordAudit } from '#server/platform/audit.ts';
import { hashPassword, verifyPassword } from '#server/platform/auth/passwords.ts';
import type { Caller } from '#server/platform/auth/sessions.ts';
import { invalid, notFound } from '#server/platform/errors.ts';
import { IMAGE_CONTENT_TYPE } from '#server/platform/images.ts';
import { isCurrentVersion, picturePrefix, reencodePicture } from './profile-picture.ts';
import { assertMayChangeIdentity, assertMayManage } from './user-access.ts';
import { NOT_FOUND_MESSAGE, personOf, toUser, type Acting } from './user-view.ts';
import { findPictureKey, findSelf, findUser, revokeOtherSessions, updateUserRow } from './users.repository.ts';

/**
 * The person's own profile: their name and phones, their password, and the profile picture (their own, or of
 * someone they manage, which the same upload serves).
 */

async function self(tx: Transaction, caller: Caller) {
  const record = await findSelf(tx, caller.userId);
  if (!record) throw notFound(NOT_FOUND_MESSAGE);
  return record;
}

/** Everyone edits their own name and phones (/user-profile). */
export async function updateOwnProfile(tx: Transaction, acting: Acting, form: z.output<typeof profileForm>): Promise<User> {
  await updateUserRow(tx, acting.caller.userId, { name: form.name, phone: form.phone ?? null, mobilePhone: form.mobile_phone ?? null });
  return toUser(await self(tx, acting.caller), acting.caller);
}

export const PASSWORD_CHANGED_MESSAGE = 'Senha alterada com sucesso!';

/** The current password proves it is the person; their other sessions end, this one stays. */
export async function changeOwnPassword(tx: Transaction, acting: Acting, form: z.output<typeof passwordChangeForm>) {
  const { user } = await self(tx, acting.caller);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, form.current_password))) {
    throw invalid('VALIDATION_ERROR', 'Senha atual incorreta.', { current_password: ['Senha atual incorreta.'] });
  }
  await updateUserRow(tx, user.id, { passwordHash: await hashPassword(form.password) });
  await revokeOtherSessions(tx, user.id, acting.caller.sessionId);
  await recordAudit(tx, acting.scope, acting.actor, { condominiumId: acting.caller.condominiumIds[0] ?? null, action: 'change-password', entity: 'user', entityId: user.id });
  return PASSWORD_CHANGED_MESSAGE;
}

/**
 * Stores a new picture (the caller's own, or of someone they manage), then points the row at it; the previous
 * file goes once that committed, as the logo does (docs/decisions/015).
 */
export async function replaceProfilePicture(
  inScope: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>,
  storage: FileStorage,
  acting: Acting,
  targetId: string | undefined,
  upload: Buffer,
): Promise<User> {
  const id = targetId ?? acting.caller.userId;
  const isSelf = id === acting.caller.userId;
  const findTarget = (tx: Transaction, lock: { forUpdate?: boolean } = {}) => (isSelf ? findSelf(tx, id, lock) : findUser(tx, acting.scope, id, lock));
  const target = await inScope((tx) => findTarget(tx));
  if (!target) throw notFound(NOT_FOUND_MESSAGE);
  if (!isSelf) {
    assertMayManage(acting.caller, personOf(target));
    assertMayChangeIdentity(acting.caller, target);
  }

  const image = await reencodePicture(upload);
  const stored = await storage.put(picturePrefix(id), image, { contentType: IMAGE_CONTENT_TYPE, extension: 'webp' });
  let previous: string | null = null;
  try {
    // Locked, so that of two uploads at once the second replaces (and removes) the first's file, not the one before.
    const user = await inScope(async (tx) => {
      const current = await findTarget(tx, { forUpdate: true });
      if (!current) throw notFound(NOT_FOUND_MESSAGE);
      previous = current.user.profilePicture;
      await updateUserRow(tx, id, { profilePicture: stored.key });
      return toUser({ ...current, user: { ...current.user, profilePicture: stored.key } }, acting.caller);
    });
    // Failing here leaves an unreferenced file, which the sweep at the next start removes.
    if (previous) await storage.remove(previous).catch(() => {});
    return user;
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
}

/** The stored picture that `version` names; any other version (an old or guessed URL) is missing. */
export async function pictureFile(db: Executor, id: string, version: string | undefined) {
  const key = await findPictureKey(db, id);
  if (!key || !isCurrentVersion(key, version)) throw notFound('Imagem não encontrada.');
  return { key, contentType: IMAGE_CONTENT_TYPE };
}
