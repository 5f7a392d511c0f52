// Link cards of shared collections: the HTML of /collection/{id} names a public collection (its name, its
// description or its count of public documents and owner, the first public document's thumbnail) in its
// Open Graph and Twitter tags. A private or missing collection gets the site's generic tags: its existence
// is not revealed. Crawlers have no session, so the card is what a visitor would see.
import type { FastifyInstance } from 'fastify';
import { ZCollectionIdParams } from '../../../shared/files/collections-contract';
import { collectionCardDescription } from '../../../shared/files/collections-messages';
import { isUuid } from '../../../shared/files/contract';
import { paths } from '../../../shared/paths';
import type { ZodTypeProvider } from '../../http/zod-schemas';
import { renderLinkCard, type LinkCard } from '../link-card';
import type { CollectionsService } from './service';

const DESCRIPTION_LIMIT = 200;

/** The card of a collection as a visitor may read it; null when a visitor may not. */
export async function collectionCardOf(
  collections: CollectionsService,
  collectionId: string,
  publicUrl: string,
): Promise<LinkCard | null> {
  if (!isUuid(collectionId)) return null;
  const detail = await collections.get(collectionId, null).catch(() => null);
  if (!detail) return null;
  const { collection, files } = detail;
  const description =
    collection.description?.trim() || collectionCardDescription(collection.itemCount, collection.owner.name);
  const cover = files.find((file) => file.thumbnailUrl !== null)?.thumbnailUrl;
  return {
    title: collection.name,
    description:
      description.length > DESCRIPTION_LIMIT ? `${description.slice(0, DESCRIPTION_LIMIT - 1)}…` : description,
    url: new URL(paths.collection.build(collection.id), publicUrl).href,
    image: cover ? new URL(cover, publicUrl).href : null,
  };
}

/** GET /collection/:id answers the app's page with the collection's card; any failure gives the generic one. */
export async function collectionLinkCardRoutes(
  app: FastifyInstance,
  options: { indexHtml: string; publicUrl: string; collections: CollectionsService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.collection.pattern.replace(':collectionId', ':id'),
    { schema: { params: ZCollectionIdParams } },
    async (request, reply) => {
      const card = await collectionCardOf(options.collections, request.params.id, options.publicUrl);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(renderLinkCard(options.indexHtml, card, options.publicUrl));
    },
  );
}
