// TanStack Query keys of collections, under the files tree: a document's live change (made private,
// deleted) refreshes every collection that shows it, as it does every file list.
export const collectionKeys = {
  all: ['files', 'collections'] as const,
  detail: (collectionId: string) => ['files', 'collections', 'detail', collectionId] as const,
  mine: (fileId?: string) => ['files', 'collections', 'me', fileId ?? null] as const,
  ofUser: (userId: string) => ['files', 'collections', 'user', userId] as const,
};
