// Collections ('Bộ sưu tập', docs/product-rules.md): a signed-in user's named, ordered groups of documents.
// Access: a private collection exists for its owner alone (404 for anyone else, admins included: collections
// are not moderated); a public one anyone may read. Its documents are shown to each viewer as their own
// pages would be: a document the viewer may not read (another user's private or hidden file) is left out and
// counted as unavailable; a deleted one goes with its record. Every write announces the collection's change.
import { isUuid, type TFile } from '../../../shared/files/contract';
import type {
  TCollection,
  TCollectionDetail,
  TCollectionSummary,
  TCreateCollectionRequest,
  TUpdateCollectionRequest,
} from '../../../shared/files/collections-contract';
import { COLLECTION_ERRORS, COLLECTION_NOTICES } from '../../../shared/files/collections-messages';
import { COLLECTION_LIMITS } from '../../../shared/files/collections-rules';
import { FILE_ERRORS } from '../../../shared/files/messages';
import type { SessionUser } from '../../auth';
import type { MainDb } from '../../db/connect';
import { AppError } from '../../http/app-error';
import type { CollectionChange, EventBus } from '../../live';
import { presentFile } from '../present';
import { findUser, type FileWithFlags, type Transaction } from '../queries';
import { presentCollection, presentCollectionSummary } from './present';
import * as queries from './queries';

export interface CollectionsServiceDeps {
  db: MainDb;
  events: EventBus;
  /** The files service's rule for one file: answers the file the caller may read, else throws its 403 / 404. */
  requireReadable(fileId: string, callerId: string | null): Promise<FileWithFlags>;
  log: (error: unknown, message: string) => void;
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;

const notFound = () => AppError.from(404, COLLECTION_ERRORS.notFound);

export function createCollectionsService({ db, events, requireReadable, log }: CollectionsServiceDeps) {
  const announce = (change: CollectionChange) =>
    events.publishCollectionChange(change).catch((error) => log(error, 'publishing an event failed'));

  /** The collection as the caller may see it: a private one is nobody's but its owner's. */
  async function requireVisible(collectionId: string, callerId: string | null) {
    if (!isUuid(collectionId)) throw notFound();
    const row = await queries.findCollection(db, collectionId);
    if (!row || (!row.isPublic && row.userId !== callerId)) throw notFound();
    return row;
  }

  /** The owner's collection, locked in `tx`; anyone else is told it does not exist. */
  async function lockOwned(tx: Transaction, collectionId: string, user: SessionUser) {
    if (!isUuid(collectionId)) throw notFound();
    const row = await queries.lockCollection(tx, collectionId);
    if (!row || row.userId !== user.id) throw notFound();
    return row;
  }

  async function present(collectionId: string, callerId: string | null): Promise<TCollectionDetail> {
    const row = await requireVisible(collectionId, callerId);
    const { files, unavailableCount } = await queries.selectCollectionFiles(db, collectionId, callerId);
    const presented: TFile[] = files.map((file) => presentFile(file, callerId));
    return {
      collection: presentCollection(row, callerId, presented.length),
      files: presented,
      unavailableCount,
    };
  }

  async function presentHeader(collectionId: string, user: SessionUser): Promise<TCollection> {
    return (await present(collectionId, user.id)).collection;
  }

  return {
    get: present,

    async create(user: SessionUser, request: TCreateCollectionRequest): Promise<TCollection> {
      // The document is checked before anything is stored: a refusal leaves no empty collection behind.
      if (request.fileId !== undefined) await requireAddable(request.fileId, user);
      const created = await db.transaction(async (tx) => {
        const owned = await queries.lockAndCountCollections(tx, user.id);
        if (owned >= COLLECTION_LIMITS.collectionsPerUser)
          throw AppError.from(409, COLLECTION_ERRORS.tooManyCollections);
        const row = await queries.insertCollection(tx, {
          userId: user.id,
          name: request.name,
          description: request.description?.trim() || null,
          isPublic: request.isPublic ?? false,
        });
        if (request.fileId !== undefined) {
          await queries.insertItem(tx, { collectionId: row.id, fileId: request.fileId, position: 0 });
        }
        return row;
      });
      await announce({ collectionId: created.id, ownerId: user.id, isPublic: created.isPublic });
      return presentHeader(created.id, user);
    },

    async update(collectionId: string, user: SessionUser, changes: TUpdateCollectionRequest): Promise<TCollection> {
      const fields: { name?: string; description?: string | null; isPublic?: boolean } = {};
      if (changes.name !== undefined) fields.name = changes.name;
      if (changes.description !== undefined) fields.description = changes.description?.trim() || null;
      if (changes.isPublic !== undefined) fields.isPublic = changes.isPublic;
      const before = await db.transaction(async (tx) => {
        const row = await lockOwned(tx, collectionId, user);
        if (Object.keys(fields).length > 0) await queries.updateCollection(tx, collectionId, fields);
        return row;
      });
      // Visitors showing a collection that just turned private must hear about it too.
      await announce({
        collectionId,
        ownerId: user.id,
        isPublic: before.isPublic || (fields.isPublic ?? before.isPublic),
      });
      return presentHeader(collectionId, user);
    },

    async remove(collectionId: string, user: SessionUser): Promise<{ message: string }> {
      const row = await db.transaction(async (tx) => {
        const locked = await lockOwned(tx, collectionId, user);
        await queries.deleteCollection(tx, collectionId);
        return locked;
      });
      await announce({ collectionId, ownerId: user.id, isPublic: row.isPublic });
      return { message: COLLECTION_NOTICES.deleted };
    },

    /** Adds the document at the end; adding one already there changes nothing. */
    async addItem(collectionId: string, fileId: string, user: SessionUser): Promise<TCollection> {
      await requireAddable(fileId, user);
      const { row, added } = await db.transaction(async (tx) => {
        const locked = await lockOwned(tx, collectionId, user);
        const itemsBefore = await queries.countItems(tx, collectionId);
        const position = await queries.nextPosition(tx, collectionId);
        const inserted = await queries.insertItem(tx, { collectionId, fileId, position });
        // A full collection refuses a new document (the transaction undoes the insert), not one already in it.
        if (inserted && itemsBefore >= COLLECTION_LIMITS.itemsPerCollection) {
          throw AppError.from(409, COLLECTION_ERRORS.tooManyItems);
        }
        if (inserted) await queries.touchCollection(tx, collectionId);
        return { row: locked, added: inserted };
      });
      if (added) await announce({ collectionId, ownerId: user.id, isPublic: row.isPublic });
      return presentHeader(collectionId, user);
    },

    async removeItem(collectionId: string, fileId: string, user: SessionUser): Promise<TCollection> {
      const row = await db.transaction(async (tx) => {
        const locked = await lockOwned(tx, collectionId, user);
        if (!isUuid(fileId) || !(await queries.deleteItem(tx, collectionId, fileId))) {
          throw AppError.from(404, COLLECTION_ERRORS.notInCollection);
        }
        await queries.touchCollection(tx, collectionId);
        return locked;
      });
      await announce({ collectionId, ownerId: user.id, isPublic: row.isPublic });
      return presentHeader(collectionId, user);
    },

    /**
     * `fileIds`: the documents the owner sees, each once, in their new order. Documents the owner cannot
     * see (another user's file made private) keep their order after them. Anything else is stale: 409.
     */
    async reorder(collectionId: string, fileIds: string[], user: SessionUser): Promise<TCollectionDetail> {
      const row = await db.transaction(async (tx) => {
        const locked = await lockOwned(tx, collectionId, user);
        const items = await queries.selectItemAccess(tx, collectionId);
        const visible = items.filter((item) => item.isPublic || item.ownerId === user.id).map((item) => item.fileId);
        const hidden = items.filter((item) => !item.isPublic && item.ownerId !== user.id).map((item) => item.fileId);
        const wanted = new Set(fileIds);
        const isSameSet =
          wanted.size === fileIds.length &&
          fileIds.length === visible.length &&
          visible.every((fileId) => wanted.has(fileId));
        if (!isSameSet) throw AppError.from(409, COLLECTION_ERRORS.orderMismatch);
        await queries.setPositions(tx, collectionId, [...fileIds, ...hidden]);
        await queries.touchCollection(tx, collectionId);
        return locked;
      });
      await announce({ collectionId, ownerId: user.id, isPublic: row.isPublic });
      return present(collectionId, user.id);
    },

    /** The caller's collections; with `fileId`, whether that document is in each (the save dialog). */
    async listMine(user: SessionUser, fileId?: string): Promise<TCollectionSummary[]> {
      const rows = await queries.listCollections(db, {
        ownerId: user.id,
        callerId: user.id,
        publicOnly: false,
        containsFileId: fileId !== undefined && isUuid(fileId) ? fileId : undefined,
      });
      return rows.map((row) => presentCollectionSummary(row, fileId !== undefined));
    },

    /** A user's public collections (their author page); all of them when the caller is that user. */
    async listOfUser(userId: string, callerId: string | null): Promise<TCollectionSummary[]> {
      if (!(await findUser(db, userId))) throw AppError.from(404, FILE_ERRORS.userNotFound);
      const rows = await queries.listCollections(db, { ownerId: userId, callerId, publicOnly: userId !== callerId });
      return rows.map((row) => presentCollectionSummary(row, false));
    },
  };

  /** A document the user may put in a collection: one they may read (public, or their own). */
  async function requireAddable(fileId: string, user: SessionUser): Promise<void> {
    try {
      await requireReadable(fileId, user.id);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 403) {
        throw AppError.from(403, COLLECTION_ERRORS.fileNotAddable);
      }
      throw error;
    }
  }
}
