// What deleting an account changes in the main store, in one transaction.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MainDb } from '../db/connect';
import {
  fileComments,
  fileRatings,
  fileSaves,
  files as fileTable,
  user as userTable,
  verification,
} from '../db/main-schema';

/**
 * One transaction, answering the user's image (whose uploaded bytes go next): the files this user saved
 * count one save less and the files they rated lose their rating (their save and rating rows go with the
 * user; downloads and views stay counted, they happened), links mailed to them stop working, and the user
 * row goes, taking sessions, sign-in methods, files and every save, download and view made by or of it, and
 * its comments (with the replies others wrote under them): the documents they were on count their comments
 * again.
 */
export async function deleteUserRow(db: MainDb, userId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx
      .update(fileTable)
      .set({ saveCount: sql`greatest(${fileTable.saveCount} - 1, 0)` })
      .where(
        and(
          ne(fileTable.userId, userId),
          inArray(
            fileTable.id,
            tx.select({ id: fileSaves.fileId }).from(fileSaves).where(eq(fileSaves.userId, userId)),
          ),
        ),
      );
    // Each rated file's row is updated once (one rating per user and file): count and sum stay exact.
    await tx
      .update(fileTable)
      .set({
        ratingCount: sql`${fileTable.ratingCount} - 1`,
        ratingSum: sql`${fileTable.ratingSum} - ${fileRatings.stars}`,
      })
      .from(fileRatings)
      .where(and(eq(fileRatings.fileId, fileTable.id), eq(fileRatings.userId, userId)));
    await tx.delete(verification).where(eq(verification.value, userId));
    const commented = await tx
      .selectDistinct({ fileId: fileComments.fileId })
      .from(fileComments)
      .innerJoin(fileTable, eq(fileTable.id, fileComments.fileId))
      .where(and(eq(fileComments.userId, userId), ne(fileTable.userId, userId)));
    const [deleted] = await tx.delete(userTable).where(eq(userTable.id, userId)).returning({ image: userTable.image });
    if (commented.length > 0) {
      // The documents' rows are locked in the order of their ids (as one comment's write locks its document)
      // and counted as the comments service counts: shown to readers, a reply only under a shown thread.
      const fileIds = commented.map((row) => row.fileId).sort();
      await tx.select({ id: fileTable.id }).from(fileTable).where(inArray(fileTable.id, fileIds)).for('update');
      await tx.execute(sql`
        UPDATE files SET comment_count = (
          SELECT count(*) FROM file_comments c LEFT JOIN file_comments p ON p.id = c.parent_id
          WHERE c.file_id = files.id AND c.hidden_at IS NULL AND c.moderation_hidden_at IS NULL
            AND (c.parent_id IS NULL OR (p.hidden_at IS NULL AND p.moderation_hidden_at IS NULL))
        )
        WHERE files.id IN (${sql.join(
          fileIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
    }
    return deleted?.image ?? null;
  });
}
