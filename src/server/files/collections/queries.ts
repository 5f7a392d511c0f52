// Drizzle queries of collections (db or a transaction first, explicit columns). Who may read which
// document of a collection is one SQL condition, `isReadableBy`, the same rule as a file's page: public,
// or the caller's own (a file hidden by moderation is private).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MainDb } from '../../db/connect';
import { collectionItems, collections, files, user } from '../../db/main-schema';
import { fileThumbnailPath } from '../../../shared/files/contract';
import { selectWithFlags, type FileWithFlags, type Transaction } from '../queries';

export type CollectionRow = typeof collections.$inferSelect;

/** A collection with its owner's name and picture. */
export type CollectionWithOwner = CollectionRow & { ownerName: string; ownerImage: string | null };

/** Whether the caller (null: a visitor) may read the file of the row. */
function isReadableBy(callerId: string | null): SQL<boolean> {
  return callerId === null
    ? sql<boolean>`${files.isPublic}`
    : sql<boolean>`(${files.isPublic} OR ${files.userId} = ${callerId})`;
}

const collectionColumns = {
  id: collections.id,
  userId: collections.userId,
  name: collections.name,
  description: collections.description,
  isPublic: collections.isPublic,
  createdAt: collections.createdAt,
  updatedAt: collections.updatedAt,
};

export async function findCollection(db: MainDb | Transaction, collectionId: string) {
  const [row] = await db
    .select({ ...collectionColumns, ownerName: user.name, ownerImage: user.image })
    .from(collections)
    .innerJoin(user, eq(user.id, collections.userId))
    .where(eq(collections.id, collectionId));
  return row as CollectionWithOwner | undefined;
}

/** Locks the collection's row for the rest of the transaction: its items change one write at a time. */
export async function lockCollection(tx: Transaction, collectionId: string): Promise<CollectionRow | undefined> {
  const [row] = await tx
    .select(collectionColumns)
    .from(collections)
    .where(eq(collections.id, collectionId))
    .for('update');
  return row;
}

/**
 * Locks the user's row, so two creations at once cannot both pass the limit, and counts their collections.
 */
export async function lockAndCountCollections(tx: Transaction, userId: string): Promise<number> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  const [row] = await tx.select({ total: count() }).from(collections).where(eq(collections.userId, userId));
  return Number(row?.total ?? 0);
}

export async function insertCollection(
  tx: Transaction,
  values: { userId: string; name: string; description: string | null; isPublic: boolean },
): Promise<CollectionRow> {
  const [row] = await tx.insert(collections).values(values).returning(collectionColumns);
  return row!;
}

export async function updateCollection(
  tx: Transaction,
  collectionId: string,
  changes: { name?: string; description?: string | null; isPublic?: boolean },
): Promise<void> {
  await tx
    .update(collections)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(collections.id, collectionId));
}

/** Marks the collection changed (its items moved). */
export async function touchCollection(tx: Transaction, collectionId: string): Promise<void> {
  await updateCollection(tx, collectionId, {});
}

export async function deleteCollection(tx: Transaction, collectionId: string): Promise<void> {
  await tx.delete(collections).where(eq(collections.id, collectionId));
}

/** Its items with each file's owner and visibility, in order (whether the file may be read decides the rest). */
export function selectItemAccess(tx: Transaction, collectionId: string) {
  return tx
    .select({
      fileId: collectionItems.fileId,
      position: collectionItems.position,
      isPublic: files.isPublic,
      ownerId: files.userId,
    })
    .from(collectionItems)
    .innerJoin(files, eq(files.id, collectionItems.fileId))
    .where(eq(collectionItems.collectionId, collectionId))
    .orderBy(asc(collectionItems.position), asc(collectionItems.addedAt));
}

/** The next position at the end of the collection (0 for an empty one). */
export async function nextPosition(tx: Transaction, collectionId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${collectionItems.position}) + 1, 0)` })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, collectionId));
  return Number(row?.next ?? 0);
}

export async function countItems(tx: Transaction, collectionId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, collectionId));
  return Number(row?.total ?? 0);
}

/** Adds the file at `position`; false when it was there already. */
export async function insertItem(
  tx: Transaction,
  item: { collectionId: string; fileId: string; position: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(collectionItems)
    .values(item)
    .onConflictDoNothing()
    .returning({ fileId: collectionItems.fileId });
  return inserted.length > 0;
}

/** Takes the file out; false when it was not there. */
export async function deleteItem(tx: Transaction, collectionId: string, fileId: string): Promise<boolean> {
  const deleted = await tx
    .delete(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.fileId, fileId)))
    .returning({ fileId: collectionItems.fileId });
  return deleted.length > 0;
}

/** Gives each file of `fileIds` its index as its position, in one statement. */
export async function setPositions(tx: Transaction, collectionId: string, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const cases = fileIds.map((fileId, index) => sql`WHEN ${fileId}::uuid THEN ${index}::integer`);
  await tx
    .update(collectionItems)
    .set({ position: sql`CASE ${collectionItems.fileId} ${sql.join(cases, sql` `)} END` })
    .where(and(eq(collectionItems.collectionId, collectionId), inArray(collectionItems.fileId, fileIds)));
}

/** The collection's files the caller may read, in order, with the caller's flags; and how many it may not. */
export async function selectCollectionFiles(
  db: MainDb,
  collectionId: string,
  callerId: string | null,
): Promise<{ files: FileWithFlags[]; unavailableCount: number }> {
  const rows = await db
    .select({ ...selectWithFlags(callerId !== null), readable: isReadableBy(callerId) })
    .from(collectionItems)
    .innerJoin(files, eq(files.id, collectionItems.fileId))
    .where(eq(collectionItems.collectionId, collectionId))
    .orderBy(asc(collectionItems.position), asc(collectionItems.addedAt))
    .execute({ callerId });
  const readable = rows.filter((row) => row.readable);
  return {
    files: readable.map(({ readable: _readable, ...file }) => file),
    unavailableCount: rows.length - readable.length,
  };
}

export interface CollectionListRow {
  id: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  updatedAt: Date;
  itemCount: number;
  containsFile: boolean;
  coverThumbnails: string[];
}

/**
 * A user's collections, most recently changed first: all of them for their owner, the public ones for
 * anyone else. Each counts the documents the caller may read and names up to three of their thumbnails;
 * `containsFileId` says whether that document is in each.
 */
export async function listCollections(
  db: MainDb,
  options: { ownerId: string; callerId: string | null; publicOnly: boolean; containsFileId?: string },
): Promise<CollectionListRow[]> {
  const { ownerId, callerId, publicOnly, containsFileId } = options;
  // Written with qualified names: in the select list of a one-table query, drizzle leaves column names
  // unqualified, which inside these subqueries would name the inner tables' columns.
  const column = (table: string, name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;
  const collectionId = column('collections', 'id');
  const readableItem =
    callerId === null
      ? column('f', 'is_public')
      : sql`(${column('f', 'is_public')} OR ${column('f', 'user_id')} = ${callerId})`;
  const itemCount = sql<number>`(SELECT count(*)::int FROM ${collectionItems} AS ci INNER JOIN ${files} AS f ON ${column('f', 'id')} = ${column('ci', 'file_id')} WHERE ${column('ci', 'collection_id')} = ${collectionId} AND ${readableItem})`;
  const containsFile = containsFileId
    ? sql<boolean>`EXISTS (SELECT 1 FROM ${collectionItems} AS ci WHERE ${column('ci', 'collection_id')} = ${collectionId} AND ${column('ci', 'file_id')} = ${containsFileId}::uuid)`
    : sql<boolean>`false`;
  const rows = await db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      isPublic: collections.isPublic,
      updatedAt: collections.updatedAt,
      itemCount,
      containsFile,
    })
    .from(collections)
    .where(and(eq(collections.userId, ownerId), publicOnly ? eq(collections.isPublic, true) : undefined))
    .orderBy(desc(collections.updatedAt), desc(collections.id));
  const covers = await selectCoverFileIds(
    db,
    rows.map((row) => row.id),
    isReadableBy(callerId),
  );
  return rows.map((row) => ({
    ...row,
    itemCount: Number(row.itemCount),
    containsFile: Boolean(row.containsFile),
    coverThumbnails: (covers.get(row.id) ?? []).map(fileThumbnailPath),
  }));
}

const COVER_SIZE = 3;

/** Up to three readable files with a thumbnail per collection, the first in its order. */
async function selectCoverFileIds(
  db: MainDb,
  collectionIds: string[],
  readable: SQL<boolean>,
): Promise<Map<string, string[]>> {
  const covers = new Map<string, string[]>();
  if (collectionIds.length === 0) return covers;
  const ranked = db
    .select({
      collectionId: collectionItems.collectionId,
      fileId: collectionItems.fileId,
      rank: sql<number>`row_number() OVER (PARTITION BY ${collectionItems.collectionId} ORDER BY ${collectionItems.position}, ${collectionItems.addedAt})`.as(
        'rank',
      ),
    })
    .from(collectionItems)
    .innerJoin(files, eq(files.id, collectionItems.fileId))
    .where(and(inArray(collectionItems.collectionId, collectionIds), readable, sql`${files.thumbnailKey} IS NOT NULL`))
    .as('ranked');
  const rows = await db
    .select({ collectionId: ranked.collectionId, fileId: ranked.fileId })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${COVER_SIZE}`)
    .orderBy(asc(ranked.collectionId), asc(ranked.rank));
  for (const row of rows) covers.set(row.collectionId, [...(covers.get(row.collectionId) ?? []), row.fileId]);
  return covers;
}
