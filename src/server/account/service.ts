// The account's own data as commands (personal-data rules give users access to their data and its
// deletion). Deleting an account is work across four stores: the main database (the user, sessions,
// sign-in methods, file records, saves, downloads and views), the file stores (bytes, previews,
// thumbnails), the avatar store and the practice database. It is one command here, called by the route,
// which only checks the session and answers.
import { AUTH_ERRORS } from '../../shared/auth-messages';
import type { Auth, SessionUser } from '../auth';
import type { MainDb } from '../db/connect';
import type { FilesService } from '../files';
import { AppError } from '../http/app-error';
import type { Log } from '../platform/log';
import type { ObjectStore } from '../platform/storage/types';
import type { RecordService } from '../practice';
import { avatarKeyOfImage } from './avatar-store';
import { deleteUserRow } from './delete-queries';
import { presentAccountExport } from './export-present';
import { selectAccountExport } from './export-queries';

/** An account without a password proves itself by a sign-in this recent (Google's re-authentication). */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService({
  db,
  auth,
  files,
  record,
  media,
  publicUrl,
  announceSessionsChanged,
  log,
  now = () => new Date(),
}: {
  db: MainDb;
  auth: Auth;
  files: FilesService;
  record: RecordService;
  /** Where uploaded avatars are. */
  media: ObjectStore;
  publicUrl: string;
  announceSessionsChanged: () => Promise<void>;
  log: Log;
  now?: () => Date;
}) {
  /** The password when the account has one; otherwise (Google only) a sign-in of the last ten minutes. */
  async function confirmIdentity(userId: string, password: string | undefined, headers: Headers): Promise<void> {
    const context = await auth.$context;
    const credential = await context.internalAdapter.findCredentialAccount(userId);
    if (credential?.password) {
      if (!password) throw AppError.from(400, AUTH_ERRORS.deletePasswordRequired);
      if (!(await context.password.verify({ hash: credential.password, password }))) {
        throw AppError.from(400, AUTH_ERRORS.deleteWrongPassword);
      }
      return;
    }
    const session = await auth.api.getSession({ headers });
    const signedInAt = session ? new Date(session.session.createdAt).getTime() : 0;
    if (now().getTime() - signedInAt > FRESH_SIGN_IN_MS) {
      throw AppError.from(403, AUTH_ERRORS.deleteNeedsFreshSignIn);
    }
  }

  return {
    /** Everything the site keeps about the user, as one object ready to be sent as JSON. */
    async exportAccount(user: SessionUser) {
      const [data, practice] = await Promise.all([
        selectAccountExport(db, user.id),
        record.exportRecord(user.id, 'json'),
      ]);
      return presentAccountExport({
        publicUrl,
        user,
        data,
        practice: JSON.parse(practice.body) as unknown,
        exportedAt: now(),
      });
    },

    /**
     * Removes the account after re-authentication (`headers` are the caller's, for their session): its
     * sessions and sign-in methods, its files with their bytes, previews and thumbnails, its uploaded
     * avatar, its saves, downloads and views, its practice record. Nothing goes when the check fails.
     */
    async deleteAccount({
      userId,
      password,
      headers,
    }: {
      userId: string;
      password: string | undefined;
      headers: Headers;
    }): Promise<{ files: number }> {
      await confirmIdentity(userId, password, headers);
      let avatar: string | null = null;
      const removed = await files.removeOwnerWithFiles(userId, async () => {
        avatar = await deleteUserRow(db, userId);
      });
      // The uploaded picture's bytes (a store that fails leaves them to the avatar sweep).
      const avatarKey = avatarKeyOfImage(avatar);
      if (avatarKey) {
        await media.delete(avatarKey).catch((error: unknown) => {
          log.warn({ err: error }, 'removing the avatar of a deleted account failed');
        });
      }
      // The practice store may be another database: its part goes second, once the account is gone.
      await record.deleteRecord(userId);
      await announceSessionsChanged();
      log.info({ userId, files: removed.files }, 'account deleted');
      return removed;
    },
  };
}
