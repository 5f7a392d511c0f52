// The limits of collections ('Bộ sưu tập'), shared by the server's checks and the browser's forms.
export const COLLECTION_LIMITS = {
  nameMaxLength: 100,
  descriptionMaxLength: 500,
  collectionsPerUser: 100,
  itemsPerCollection: 500,
  /** Writes (create, edit, add, remove, reorder, delete) per address and minute. */
  writesPerMinute: 120,
} as const;
