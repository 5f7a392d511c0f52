// Every page address of the app, written once: the router registers the patterns,
// links and redirects use the builders, and the server answers 404 for a path no pattern matches.

export const paths = {
  home: '/',
  dictationList: '/dictation-list',
  login: '/login',
  signup: '/signup',
  authComplete: '/auth/complete',
  /** Ask for a reset link; the link's page (the server's RESET_PASSWORD_PAGE). */
  forgotPassword: '/quen-mat-khau',
  resetPassword: '/dat-lai-mat-khau',
  /** Where a mailed verification link lands (`?verified=1`, or `?error=` when refused). */
  verifyEmail: '/xac-nhan-email',
  profile: '/profile',
  /** Reports and moderation, for the accounts in ADMIN_EMAILS. */
  admin: '/admin',
  /** 'Cài đặt tài khoản' (name, avatar, password, sessions, Google). */
  settings: '/settings',
  author: { pattern: '/user/:userId', build: (userId: string) => `/user/${encodeURIComponent(userId)}` },
  /** `page` opens the document at that page (a search hit's page). */
  file: {
    pattern: '/file/:fileId',
    build: (fileId: string, page?: number | null) =>
      `/file/${encodeURIComponent(fileId)}${page && page > 1 ? `?page=${page}` : ''}`,
  },
  /** A collection of documents ('Bộ sưu tập'). */
  collection: {
    pattern: '/collection/:collectionId',
    build: (collectionId: string) => `/collection/${encodeURIComponent(collectionId)}`,
  },
  /** u is the file address, n the name, e the lower-cased extension; page: the page to open at. */
  viewer: {
    pattern: '/viewer',
    build: (file: { url: string; name: string; extension: string; title?: string; page?: number | null }) => {
      const params = new URLSearchParams({ u: file.url, n: file.name, e: file.extension });
      // The document's title, when it is not its file name (which the download keeps).
      if (file.title && file.title !== file.name) params.set('t', file.title);
      if (file.page && file.page > 1) params.set('page', String(file.page));
      return `/viewer?${params}`;
    },
  },
  /**
   * The library of public documents; with `q` the search results. Defaults stay out of the
   * address, so a shared link is as short as it can be.
   */
  library: {
    pattern: '/tai-lieu',
    build: (
      query: { q?: string; sort?: string; format?: string; subject?: string; level?: string; tag?: string } = {},
    ) => {
      const params = new URLSearchParams();
      const q = query.q?.trim();
      if (q) params.set('q', q);
      if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
      if (query.format) params.set('format', query.format);
      if (query.subject) params.set('subject', query.subject);
      if (query.level) params.set('level', query.level);
      if (query.tag) params.set('tag', query.tag);
      const search = params.toString();
      return search ? `/tai-lieu?${search}` : '/tai-lieu';
    },
  },
  /** The path segment is the set number (`position`); the query names the topic and the 0-based index in it. */
  dictation: {
    pattern: '/dictation/:position',
    build: (set: { position: number; topic: string; setIndex: number }) =>
      `/dictation/${set.position}?${new URLSearchParams({ topic: set.topic, setIndex: String(set.setIndex) })}`,
  },
  sentencePractice: {
    pattern: '/sentence-practice/:position',
    build: (set: { position: number; part: string; setIndex: number }) =>
      `/sentence-practice/${set.position}?${new URLSearchParams({ part: set.part, setIndex: String(set.setIndex) })}`,
  },
  /** Due items (or, with source 'mistakes', the mistakes list) in batches of up to 20 of one kind. */
  review: {
    pattern: '/review',
    build: (query: { kind?: 'vocabulary' | 'sentence'; source?: 'due' | 'mistakes' } = {}) => {
      const params = new URLSearchParams();
      if (query.kind) params.set('kind', query.kind);
      if (query.source && query.source !== 'due') params.set('source', query.source);
      const search = params.toString();
      return search ? `/review?${search}` : '/review';
    },
  },
  /** The learner's stats, the mistakes list ('Từ cần ôn'), settings, export and reset. */
  progress: '/progress',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  copyright: '/copyright',
  contact: '/contact',
  adsTxt: '/ads.txt',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/success',
  checkoutCancel: '/checkout/cancel',
  sandboxCheckout: {
    pattern: '/checkout/sandbox/:orderCode',
    build: (orderCode: number | string) => `/checkout/sandbox/${encodeURIComponent(String(orderCode))}`,
  },
} as const;

type PathEntry = (typeof paths)[keyof typeof paths];

const patterns = Object.values(paths).map((entry: PathEntry) => (typeof entry === 'string' ? entry : entry.pattern));

/** True when a page of the app answers this path (the SPA shows its 404 page for every other one). */
export function isAppPagePath(pathname: string): boolean {
  return patterns.some((pattern) => matchesPagePattern(pattern, pathname));
}

/** True when `pathname` (a trailing slash ignored) is an address of `pattern` ('/file/:fileId'). */
export function matchesPagePattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) =>
    segment.startsWith(':') ? (actual[index] ?? '') !== '' : segment === actual[index],
  );
}
