// A file's bytes without a record. An upload stores its bytes first and writes its record after;
// the request removes the bytes when the record cannot be written, but a process that dies between the two
// (or a delete whose bytes could not be removed) leaves them behind. This sweep removes them; the platform's
// orphan sweep (platform/orphan-sweep.ts) runs it at start and then periodically, on every instance.
//
// It is safe with several instances and with uploads in flight because it removes only objects older
// than ORPHAN_MIN_AGE_MS whose file id has no record in that store: an upload writes its record within
// moments of its bytes (the database insert has a 3 s connection time-out), so bytes that old without a
// record will never get one. Two instances removing the same object is harmless (delete is idempotent).
import type { MainDb } from '../db/connect';
import { ORPHAN_MIN_AGE_MS, type SweepResult } from '../platform/orphan-sweep';
import type { Storage, StoredObject, StoreName } from '../platform/storage/types';
import { findFileStores } from './queries';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The key shapes the files domain writes (upload.ts; service.ts previewKey and thumbnailKey) and the file
 * id in each. Previews and thumbnails are derived from a file: they belong to it while its record exists.
 */
const KEY_SHAPES = [
  { prefix: 'files/', pattern: new RegExp(`^files/(${UUID})$`), kind: 'bytes' },
  { prefix: 'previews/', pattern: new RegExp(`^previews/(${UUID})\\.pdf$`), kind: 'derived' },
  { prefix: 'thumbnails/', pattern: new RegExp(`^thumbnails/(${UUID})\\.webp$`), kind: 'derived' },
] as const;

export async function sweepOrphanedBytes({
  db,
  storage,
  now = new Date(),
  minAgeMs = ORPHAN_MIN_AGE_MS,
}: {
  db: MainDb;
  storage: Storage;
  now?: Date;
  minAgeMs?: number;
}): Promise<SweepResult> {
  const cutoff = now.getTime() - minAgeMs;
  const result: SweepResult = { examined: 0, removed: 0 };
  for (const storeName of ['media', 'storage'] as const satisfies StoreName[]) {
    const store = storage[storeName];
    for (const shape of KEY_SHAPES) {
      for await (const page of store.list(shape.prefix)) {
        const candidates = page.flatMap((object: StoredObject) => {
          const fileId = shape.pattern.exec(object.key)?.[1];
          return fileId && object.modifiedAt.getTime() < cutoff ? [{ key: object.key, fileId }] : [];
        });
        result.examined += candidates.length;
        const stores = await findFileStores(db, [...new Set(candidates.map((candidate) => candidate.fileId))]);
        for (const { key, fileId } of candidates) {
          const recordStore = stores.get(fileId);
          // A file's bytes belong in the store its record names; a derived file belongs to any recorded file.
          const isOwned = shape.kind === 'derived' ? recordStore !== undefined : recordStore === storeName;
          if (isOwned) continue;
          await store.delete(key);
          result.removed += 1;
        }
      }
    }
  }
  return result;
}
