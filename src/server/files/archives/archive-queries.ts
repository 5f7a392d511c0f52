// The entries of an archive (file_archive_entries), written with the file's row (queries.ts insertFile).
import { and, asc, eq } from 'drizzle-orm';
import type { MainDb } from '../../db/connect';
import { fileArchiveEntries } from '../../db/main-schema';

export interface ArchiveEntryRow {
  position: number;
  path: string;
  size: number;
}

export async function listArchiveEntries(db: MainDb, fileId: string): Promise<ArchiveEntryRow[]> {
  return db
    .select({ position: fileArchiveEntries.position, path: fileArchiveEntries.path, size: fileArchiveEntries.size })
    .from(fileArchiveEntries)
    .where(eq(fileArchiveEntries.fileId, fileId))
    .orderBy(asc(fileArchiveEntries.position));
}

export async function findArchiveEntry(
  db: MainDb,
  fileId: string,
  position: number,
): Promise<ArchiveEntryRow | undefined> {
  const [row] = await db
    .select({ position: fileArchiveEntries.position, path: fileArchiveEntries.path, size: fileArchiveEntries.size })
    .from(fileArchiveEntries)
    .where(and(eq(fileArchiveEntries.fileId, fileId), eq(fileArchiveEntries.position, position)));
  return row;
}
