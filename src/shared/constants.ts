// Business constants and limits (docs/product-rules.md says where each applies), shared by server and browser.

export const API_BASE = '/api/v4';

export const MB = 1024 * 1024;

export const UPLOAD = {
  maxBytes: 300 * MB,
  warnAboveBytes: 250 * MB,
  /** Files below this size go to the `media` store, the rest to the `storage` store. */
  mediaStoreBelowBytes: 10 * MB,
  maxNameLength: 255,
  maxFormatExtensionLength: 12,
  /** Our own bound so one record cannot hold megabytes of text (upload form and edit). */
  maxDescriptionLength: 2000,
} as const;

/**
 * An archive (.zip) of study material: every entry passes the rules of a single upload, within these
 * limits (docs/product-rules.md, Uploads; archive-rules.ts).
 */
export const ARCHIVE = {
  maxEntries: 500,
  /** Each entry once extracted: the single upload's own limit. */
  maxEntryBytes: 300 * MB,
  /** Every entry together once extracted. */
  maxTotalBytes: 1024 * MB,
  /** Extracted bytes per compressed byte, for an entry and for the whole archive. */
  maxCompressionRatio: 100,
  /** Below this many extracted bytes the ratio is not judged: a tiny text of repeated lines compresses far. */
  ratioFloorBytes: 1 * MB,
  /** The longest path of an entry inside the archive (folders included). */
  maxPathLength: 1024,
} as const;

export const TIMINGS = {
  toastDefaultMs: 4000,
  uploadSuccessToastMs: 2000,
  updateFailureToastMs: 3000,
  updateSuccessToastMs: 2000,
  uploadFailureToastMs: 5000,
  uploadCancelledToastMs: 2000,
  copiedLabelMs: 2000,
  downloadSuccessToastMs: 2000,
  downloadErrorToastMs: 3500,
  viewerBlobLifetimeMs: 60_000,
  pdfFallbackCheckMs: 2000,
  viewOpenDebounceMs: 600,
  correctCheckGuardMs: 500,
  enterDebounceMs: 100,
  autoplayNextItemMs: 300,
  autoplayFirstItemMs: 500,
  focusDelayMinMs: 50,
  focusDelayMaxMs: 200,
} as const;

/** Reconnect back-off of the live-event stream (the practice outbox retries with it too). */
export const RECONNECT_BACKOFF = { initialMs: 1000, factor: 1.5, maxMs: 60_000 } as const;

export const PRACTICE = {
  vocabularySetSize: 20,
  /** A topic's last set is never smaller: its words and the set before it's are shared out (grouping.ts). */
  vocabularySetMinSize: 10,
  /** A sentence set holds 8 to 10 lines whenever the part's exchanges allow it (grouping.ts). */
  sentenceSetSize: 10,
  sentenceSetMinSize: 8,
  allSentenceParts: ['part1', 'part2', 'part3', 'part4'] as const,
  otherTopic: 'Other',
  defaultTopic: 'Other',
  defaultPart: 'part1',
  defaultSetIndex: 0,
  initialWordInputs: 20,
  initialSentenceInputs: 10,
  audioVolume: 0.3,
  speechLang: 'en-US',
  speechRate: 0.8,
  particleCount: 40,
} as const;

/** Listening controls of the practice screens. */
export const LISTENING = {
  speeds: [0.5, 0.75, 1, 1.25] as const,
  maxRepeat: 3,
  /** Pause between two plays of one item when it repeats. */
  repeatPauseMs: 700,
  defaults: { speed: 1, repeat: 1, accent: 'us' },
} as const;

/** Stored practice audio. */
export const AUDIO_LIMITS = {
  /** Longer texts are refused before they reach a provider. */
  maxTextLength: 5000,
  /** A teacher's recording given to content:import may be at most this big. */
  maxRecordingBytes: 20 * 1024 * 1024,
} as const;

export const PAYMENT = {
  defaultAmount: 10_000,
  minAmount: 1000,
  amountStep: 1000,
  defaultDescription: 'Thanh toan don hang',
} as const;

export const AI = { model: 'gpt-4o', maxTokens: 500, temperature: 0.7 } as const;

export const LOCAL_STORAGE_KEYS = {
  cookieConsent: 'cookie_consent',
  analyticsOptOut: 'ga_opt_out',
  analyticsDev: 'ga_dev',
  vocabCompletedSets: 'vocab-completed-sets',
  sentenceCompletedSets: 'sentence-completed-sets',
  vocabCompletedCount: 'vocab-completed-sentences',
  sentenceCompletedCount: 'sentence-completed-sentences',
  promoBannerDismissed: 'promo_banner_dismissed',
  /** sessionStorage: the save or download a visitor asked for before signing in, finished on their return. */
  pendingFileAction: 'pending-file-action',
  /** A visitor's learner record (attempts, item snapshots, sets, 'Đã thuộc', settings). */
  practiceRecord: 'practice-record',
  /** A signed-in learner's attempts not yet accepted by the server, per user id. */
  practiceOutbox: 'practice-outbox',
  /** A visitor's listening settings (speed, repeat, accent). */
  listeningSettings: 'practice-listening',
  /** The speech-synthesis voice chosen on this device (its voiceURI); absent means automatic. */
  speechVoice: 'practice-speech-voice',
  /** The word dictation mode last chosen on this device ('listen' or 'meaning'). */
  wordPracticeMode: 'practice-word-mode',
} as const;

/** The theme (colours, breakpoints, layout steps); the custom properties of src/web/app/theme.css mirror it. */
export const THEME = {
  colors: { primary: '#00587C', success: '#10B981', warning: '#F59E0B', error: '#EF4444' },
  breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  layoutCollapse: [1023, 768, 640, 480],
  confirmDialogMaxWidth: 400,
} as const;

/**
 * Bounds of the background preview job: the text kept of a document and the thumbnail drawn.
 * Pages past `maxPages` and text past `maxPageChars` are not kept (the file itself stays whole).
 */
export const PREVIEW_LIMITS = {
  maxPages: 300,
  maxPageChars: 20_000,
  /** Plain-text files: the first megabyte is read, cut into pages so search hits have a page number. */
  maxTextBytes: 1 * MB,
  textPageChars: 3000,
  thumbnailWidth: 480,
  /**
   * Images declaring more pixels are refused before decoding (a PNG "bomb" declares billions); in a PDF,
   * such an image is left out of the thumbnail.
   */
  maxImagePixels: 40_000_000,
} as const;
