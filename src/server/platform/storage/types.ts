// One storage interface, two drivers: `disk` under DATA_DIR and `s3` for any
// S3-compatible service. The first version's two hosted stores (media host < 10 MB, storage API >= 10 MB) are two
// instances of the same interface.
import type { Readable } from 'node:stream';

export type StoreName = 'media' | 'storage';

export interface ByteRange {
  start: number;
  /** Inclusive, like HTTP. */
  end: number;
}

export interface PutResult {
  /** The s3 driver's multipart upload id (the first version's s3Metadata.uploadId). */
  uploadId?: string;
}

export interface ObjectStore {
  readonly name: StoreName;
  /** Moves or copies a finished local file into the store under `key`. */
  putFile(key: string, localPath: string, options: { size: number; mimeType: string }): Promise<PutResult>;
  /** Opens the bytes of `key`, or of a byte range of it. Rejects with ObjectNotFoundError. */
  open(key: string, range?: ByteRange): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** The size of `key` in bytes. Rejects with ObjectNotFoundError. */
  size(key: string): Promise<number>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object whose key starts with `prefix`, page by page (the orphan sweep). */
  list(prefix: string): AsyncIterable<StoredObject[]>;
  /** Resolves when the store can be reached (/ready). */
  probe(): Promise<void>;
}

export interface StoredObject {
  key: string;
  /** When its bytes were last written. */
  modifiedAt: Date;
}

export interface Storage {
  media: ObjectStore;
  storage: ObjectStore;
  /** Directory for uploads in flight (always local: a request's temporary file never leaves its instance). */
  tempDir: string;
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`object not found: ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}
