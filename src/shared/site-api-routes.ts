// The public site settings as the browser reads them (api-route.ts).
import { defineRoute } from './api-route';
import type { TSiteConfig } from './site';

export const SITE_ROUTES = {
  config: defineRoute<{ response: TSiteConfig }>()('GET', '/config'),
} as const;
