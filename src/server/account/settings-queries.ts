// Drizzle queries of the account settings. The user's name and picture are copied onto each of
// their files (files.user_name / user_photo, the first version's userName / userPhoto, read by every list without a
// join); a change writes the user and the copies in one transaction, so no card ever shows the old ones.
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { MainDb } from '../db/connect';
import { account, files, session, user } from '../db/main-schema';

export interface IdentityChange {
  name?: string;
  image?: string | null;
}

export interface ChangedIdentity {
  /** The image the user had before the change (its bytes may have to go). */
  previousImage: string | null;
  user: { id: string; email: string; name: string; image: string | null; createdAt: Date };
  /** The user's files, whose cards changed (each is announced to live lists). */
  files: { id: string; isPublic: boolean }[];
}

/** Sets the name and/or image of the user and of the copies on their files; null when the user is gone. */
export async function changeIdentity(
  db: MainDb,
  userId: string,
  change: IdentityChange,
): Promise<ChangedIdentity | null> {
  return db.transaction(async (tx) => {
    // The row lock orders concurrent changes, so each one reads the image the one before it set.
    const [before] = await tx.select({ image: user.image }).from(user).where(eq(user.id, userId)).for('update');
    if (!before) return null;
    const [updated] = await tx
      .update(user)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(user.id, userId))
      .returning({ id: user.id, email: user.email, name: user.name, image: user.image, createdAt: user.createdAt });
    const copies = await tx
      .update(files)
      .set({
        ...(change.name !== undefined ? { userName: change.name } : {}),
        ...(change.image !== undefined ? { userPhoto: change.image } : {}),
      })
      .where(eq(files.userId, userId))
      .returning({ id: files.id, isPublic: files.isPublic });
    return { previousImage: before.image, user: updated!, files: copies };
  });
}

/** The account's sign-in methods: whether it has a password, and its Google link. */
export async function selectSignInMethods(db: MainDb, userId: string) {
  const rows = await db
    .select({ providerId: account.providerId, password: account.password, idToken: account.idToken })
    .from(account)
    .where(eq(account.userId, userId));
  const google = rows.find((row) => row.providerId === 'google');
  return {
    hasPassword: rows.some((row) => row.providerId === 'credential' && row.password !== null),
    google: google ? { idToken: google.idToken } : null,
  };
}

export async function deleteGoogleLink(db: MainDb, userId: string): Promise<number> {
  const removed = await db
    .delete(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'google')))
    .returning({ id: account.id });
  return removed.length;
}

/** The user's live sessions, newest activity first, without their tokens. */
export function selectActiveSessions(db: MainDb, userId: string, now: Date) {
  return db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
}

/** Ends the user's sessions but `keepSessionId`; how many ended. */
export async function deleteOtherSessions(db: MainDb, userId: string, keepSessionId: string): Promise<number> {
  const removed = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
    .returning({ id: session.id });
  return removed.length;
}

/** Ends one session of the user (another user's session id ends nothing). */
export async function deleteSessionOf(db: MainDb, userId: string, sessionId: string): Promise<number> {
  const removed = await db
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  return removed.length;
}

/** Of these profile images, the ones some user has now (the avatar sweep keeps their bytes). */
export async function selectImagesInUse(db: MainDb, images: string[]): Promise<Set<string>> {
  if (images.length === 0) return new Set();
  const rows = await db.select({ image: user.image }).from(user).where(inArray(user.image, images));
  return new Set(rows.map((row) => row.image).filter((image): image is string => image !== null));
}

/** The account's interface language; null when it never chose one or is gone. */
export async function selectInterfaceLanguage(db: MainDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: user.interfaceLanguage }).from(user).where(eq(user.id, userId));
  return row?.language ?? null;
}

export async function updateInterfaceLanguage(db: MainDb, userId: string, language: string): Promise<void> {
  await db.update(user).set({ interfaceLanguage: language }).where(eq(user.id, userId));
}
