// GET /api/v4/avatar?name=&size=: the initials avatar shown when a photo fails to load, drawn as SVG by our server.
import type { FastifyInstance } from 'fastify';
import { initialsOf } from '../../shared/initials';
import { ZAvatarQuery } from '../../shared/site';
import type { ZodTypeProvider } from '../http/zod-schemas';

const PALETTE = ['#00587C', '#0E7490', '#047857', '#B45309', '#7C3AED', '#BE185D', '#1D4ED8', '#4D7C0F'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderInitialsAvatar(name: string, size: number): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const background = PALETTE[hash % PALETTE.length];
  const initials = escapeXml(initialsOf(name));
  const fontSize = Math.round(size * 0.42);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="50%" dy=".35em" fill="#fff" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="${fontSize}" font-weight="600" text-anchor="middle">${initials}</text></svg>`;
}

export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v4/avatar', { schema: { querystring: ZAvatarQuery } }, async (request, reply) => {
      const { name, size } = request.query;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderInitialsAvatar(name, size));
    });
}
