// What an owner says a document is, beside its file: title, subject, level and tags (docs/product-rules.md,
// Documents). Plain lists without zod, so the browser's pages import them; the contract builds its schemas
// from these.

/** Cơ bản / Trung cấp / Nâng cao, in that order. */
export const DOCUMENT_LEVELS = ['basic', 'intermediate', 'advanced'] as const;
export type TDocumentLevel = (typeof DOCUMENT_LEVELS)[number];

/** Free tags on one document. */
export const DOCUMENT_MAX_TAGS = 5;
