// The built web app (dist/web): its page, which the not-found handler answers for the app's own paths
// (http/error-handler.ts), and its files.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PAGE_MODULES } from '../../shared/page-modules';
import { matchesPagePattern } from '../../shared/paths';
import { webDistDir } from '../paths';

/** The app's page for a path: index.html, with the chunks of the path's screen linked for preloading. */
export type WebPage = (pathname: string) => string;

/** A chunk in Vite's build manifest (dist/web/.vite/manifest.json), keyed by its source under src/web. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The app's page when it is built and wanted; undefined otherwise (an API-only server). */
export function readWebPage(root: string, serveWeb: boolean): WebPage | undefined {
  const indexFile = path.join(root, 'index.html');
  if (!serveWeb || !fs.existsSync(indexFile)) return undefined;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const manifest = readManifest(root);
  const pages = PAGE_MODULES.map(({ pattern, module }) => ({
    pattern,
    html: withPreloads(indexHtml, manifest, module),
  }));
  return (pathname) => pages.find(({ pattern }) => matchesPagePattern(pattern, pathname))?.html ?? indexHtml;
}

/** The build's manifest; a build without one (an older one) gives pages without preloads. */
function readManifest(root: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return {};
  }
}

/**
 * `indexHtml` with a modulepreload for the screen's chunk and each chunk it imports, and a preload for its
 * styles (the screen's import then adds them as stylesheets, from the cache: linked as stylesheets here
 * they would hold the first paint back). What index.html already links is left as it is.
 */
function withPreloads(indexHtml: string, manifest: Record<string, ManifestChunk>, module: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  // The main bundle (src=) and its own imports and styles (href=) are in index.html already.
  const notLinked = (file: string) => !indexHtml.includes(`="/${file}"`);
  const links = [
    ...[...scripts].filter(notLinked).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].filter(notLinked).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  if (links.length === 0) return indexHtml;
  return indexHtml.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
}

/** The built SPA's files; the page itself is answered by the not-found handler (http/error-handler.ts). */
export async function registerWeb(app: FastifyInstance, root = webDistDir): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    maxAge: 0,
    preCompressed: true,
  });
  // Hashed assets never change: cache them for a year. A missing one (404) must not be cached so.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/') && reply.statusCode < 400) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
  });
}
