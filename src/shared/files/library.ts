// The library's sorts and format filter, without zod: the library page imports them, and the browser's
// JavaScript carries no zod (the contract's schemas are built from these lists).

/** 'helpful': by the Bayesian score of readers' ratings (files.helpful_score, ratings.ts `helpfulScore`). */
export const LIBRARY_SORTS = ['newest', 'downloads', 'views', 'helpful'] as const;

/** The library's format filter: groups of extensions as a learner names them. */
export const LIBRARY_FORMATS = {
  pdf: ['pdf'],
  word: ['doc', 'docx', 'odt', 'rtf'],
  sheet: ['xls', 'xlsx', 'ods', 'csv'],
  slides: ['ppt', 'pptx', 'odp'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg'],
  audio: ['mp3', 'wav', 'm4a', 'ogg', 'aac', 'flac'],
  video: ['mp4', 'webm', 'mov', 'mkv', 'avi'],
  text: ['txt', 'md'],
  archive: ['zip'],
} as const;
