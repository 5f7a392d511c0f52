// The HTTP contract of an archive's entries (docs/product-rules.md, Uploads):
//
//   GET /files/:id/entries                          → ZArchiveEntryList (the file's access rule; 404 when not an archive)
//   GET /files/:id/entries/:position/content        the entry's bytes inline, HTTP Range, the content route's headers
//   GET /files/:id/entries/:position/download       the entry's bytes as an attachment (sign-in, as the file's download)
import { z } from 'zod';
import { ZFileIdParams } from '../contract';

export const ZArchiveEntry = z.object({
  /** 0-based place among the listed entries: the entry's address. */
  position: z.number().int(),
  /** Its path inside the archive (forward slashes). */
  path: z.string(),
  /** Bytes once extracted. */
  size: z.number(),
});
export type TArchiveEntry = z.infer<typeof ZArchiveEntry>;

export const ZArchiveEntryList = z.object({
  entries: z.array(ZArchiveEntry),
  /** Every entry's bytes once extracted. */
  totalSize: z.number(),
});
export type TArchiveEntryList = z.infer<typeof ZArchiveEntryList>;

export const ZArchiveEntryParams = ZFileIdParams.extend({
  position: z.coerce.number().int().min(0).max(100_000),
});
