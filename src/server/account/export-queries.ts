// What an account's export reads from the main store: the profile, the sign-in methods linked to
// it, its files, the files it saved, downloaded and viewed, the comments it wrote, and its collections. Explicit columns: no password hash, token
// or storage key ever reaches the export.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { MainDb } from '../db/connect';
import {
  account,
  collectionItems,
  collections,
  fileComments,
  fileDownloads,
  fileSaves,
  files,
  fileViews,
  user,
} from '../db/main-schema';

export async function selectAccountExport(db: MainDb, userId: string) {
  const activity = (table: typeof fileSaves) =>
    db
      .select({ fileId: table.fileId, filename: files.filename, at: table.createdAt })
      .from(table)
      .innerJoin(files, eq(files.id, table.fileId))
      .where(eq(table.userId, userId))
      .orderBy(desc(table.createdAt));
  const [[profile], methods, ownFiles, saved, downloaded, viewed, comments, ownCollections, collectionEntries] =
    await Promise.all([
      db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          image: user.image,
          createdAt: user.createdAt,
          interfaceLanguage: user.interfaceLanguage,
        })
        .from(user)
        .where(eq(user.id, userId)),
      db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, userId)),
      db
        .select({
          id: files.id,
          filename: files.filename,
          description: files.description,
          mimeType: files.mimeType,
          size: files.size,
          isPublic: files.isPublic,
          uploadedAt: files.uploadedAt,
          downloadCount: files.downloadCount,
          viewCount: files.viewCount,
          saveCount: files.saveCount,
        })
        .from(files)
        .where(eq(files.userId, userId))
        .orderBy(asc(files.uploadedAt), asc(files.id)),
      activity(fileSaves),
      activity(fileDownloads),
      activity(fileViews),
      db
        .select({
          id: fileComments.id,
          fileId: fileComments.fileId,
          filename: files.filename,
          parentId: fileComments.parentId,
          body: fileComments.body,
          createdAt: fileComments.createdAt,
          editedAt: fileComments.editedAt,
          hiddenAt: fileComments.hiddenAt,
          moderationHiddenAt: fileComments.moderationHiddenAt,
          moderationReason: fileComments.moderationReason,
        })
        .from(fileComments)
        .innerJoin(files, eq(files.id, fileComments.fileId))
        .where(eq(fileComments.userId, userId))
        .orderBy(asc(fileComments.createdAt), asc(fileComments.id)),
      db
        .select({
          id: collections.id,
          name: collections.name,
          description: collections.description,
          isPublic: collections.isPublic,
          createdAt: collections.createdAt,
          updatedAt: collections.updatedAt,
        })
        .from(collections)
        .where(eq(collections.userId, userId))
        .orderBy(asc(collections.createdAt), asc(collections.id)),
      // Another user's document made private since keeps its place, without its name.
      db
        .select({
          collectionId: collectionItems.collectionId,
          fileId: collectionItems.fileId,
          filename: sql<
            string | null
          >`CASE WHEN ${files.isPublic} OR ${files.userId} = ${userId} THEN ${files.filename} END`,
          addedAt: collectionItems.addedAt,
        })
        .from(collectionItems)
        .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
        .innerJoin(files, eq(files.id, collectionItems.fileId))
        .where(eq(collections.userId, userId))
        .orderBy(asc(collectionItems.position), asc(collectionItems.addedAt)),
    ]);
  return { profile, methods, ownFiles, saved, downloaded, viewed, comments, ownCollections, collectionEntries };
}
