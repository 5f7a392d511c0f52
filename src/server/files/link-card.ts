// Link cards of shared documents: the HTML of /file/{id} carries Open Graph and Twitter tags,
// so a link pasted into Zalo, Facebook or Messenger shows the document's name, description and
// thumbnail. Only public files get a card of their own; a private or missing file gets the site's
// generic tags, the same as any page, and its existence is not revealed.
import type { FastifyInstance } from 'fastify';
import { fileThumbnailPath, isUuid, ZFileIdParams } from '../../shared/files/contract';
import { DOCUMENT_LEVEL_NAMES, linkCardDescription } from '../../shared/files/messages';
import { paths } from '../../shared/paths';
import { SITE_NAME } from '../../shared/site-messages';
import type { ZodTypeProvider } from '../http/zod-schemas';
import type { FileReadRow } from './queries';

export interface LinkCard {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of the thumbnail, if the file has one. */
  image: string | null;
}

const DESCRIPTION_LIMIT = 200;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The card of a public file; null for anything else. */
export function linkCardOf(row: FileReadRow | undefined, publicUrl: string): LinkCard | null {
  if (!row || !row.isPublic) return null;
  const written = row.description?.trim() || linkCardDescription(row.pageCount, row.userName);
  // What the document is for comes first: 'TOEIC · Trung cấp · …'.
  const about = [row.subject, row.level && DOCUMENT_LEVEL_NAMES[row.level]].filter(Boolean).join(' · ');
  const description = about ? `${about} · ${written}` : written;
  return {
    title: row.title ?? row.filename,
    description:
      description.length > DESCRIPTION_LIMIT ? `${description.slice(0, DESCRIPTION_LIMIT - 1)}…` : description,
    url: new URL(paths.file.build(row.id), publicUrl).href,
    image: row.thumbnailKey ? new URL(fileThumbnailPath(row.id), publicUrl).href : null,
  };
}

/**
 * The page with the card's tags: its title and description replace the site's, and the Open Graph and
 * Twitter tags go at the end of <head>. Without a card the page keeps the site's own title and
 * description, and the tags say the same.
 */
export function renderLinkCard(indexHtml: string, card: LinkCard | null, publicUrl: string): string {
  const siteTitle = /<title>([^<]*)<\/title>/.exec(indexHtml)?.[1] ?? SITE_NAME;
  const siteDescription = /<meta\s+name="description"\s+content="([^"]*)"/.exec(indexHtml)?.[1] ?? '';
  const title = card ? `${escapeHtml(card.title)} – ${SITE_NAME}` : siteTitle;
  const description = card ? escapeHtml(card.description) : siteDescription;
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', card ? 'article' : 'website'],
    ['property', 'og:title', card ? escapeHtml(card.title) : siteTitle],
    ['property', 'og:description', description],
    ['property', 'og:url', escapeHtml(card?.url ?? new URL('/', publicUrl).href)],
    ['property', 'og:locale', 'vi_VN'],
    ['name', 'twitter:card', card?.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', card ? escapeHtml(card.title) : siteTitle],
    ['name', 'twitter:description', description],
  ];
  if (card?.image) {
    tags.push(['property', 'og:image', escapeHtml(card.image)], ['name', 'twitter:image', escapeHtml(card.image)]);
  }
  const meta = tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${value}" />`)
    .join('\n    ');
  // Replacement functions, not strings: in a replacement string `$&`, `$'` and `` $` `` (which a file name
  // or a description may hold) would paste parts of the page into the tags.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_tag, start: string) => `${start}${description}"`)
    .replace('</head>', () => `    ${meta}\n  </head>`);
}

/**
 * GET /file/:id answers the app's page with the file's card. Any failure to read the file (a database
 * away included) gives the generic card: the page itself must always load.
 */
export async function linkCardRoutes(
  app: FastifyInstance,
  options: { indexHtml: string; publicUrl: string; findFile: (id: string) => Promise<FileReadRow | undefined> },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.file.pattern.replace(':fileId', ':id'),
    { schema: { params: ZFileIdParams } },
    async (request, reply) => {
      const { id } = request.params;
      const row = isUuid(id) ? await options.findFile(id).catch(() => undefined) : undefined;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(renderLinkCard(options.indexHtml, linkCardOf(row, options.publicUrl), options.publicUrl));
    },
  );
}
