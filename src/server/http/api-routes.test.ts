// Every route of the shared tables is one the server answers: the type check holds each registration
// to its route's types, and this holds the server to registering every route the browser may call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../shared/account/api-routes';
import { serverPathOf, type ApiRoute } from '../../shared/api-route';
import { AUTH_ROUTES } from '../../shared/auth-api-routes';
import { FILE_ROUTES } from '../../shared/files/api-routes';
import { COMMENT_ROUTES } from '../../shared/files/comments-api-routes';
import { COMMENT_MODERATION_ROUTES } from '../../shared/moderation/comment-api-routes';
import { RATING_ROUTES } from '../../shared/files/rating-routes';
import { COLLECTION_ROUTES } from '../../shared/files/collections-api-routes';
import { MODERATION_ROUTES } from '../../shared/moderation/api-routes';
import { PAYMENT_ROUTES } from '../../shared/payments/api-routes';
import { PRACTICE_ROUTES } from '../../shared/practice/api-routes';
import { RECORD_ROUTES } from '../../shared/practice/record-api-routes';
import { SITE_ROUTES } from '../../shared/site-api-routes';
import { AUTH_BASE_PATH } from '../auth';
import { createTestApp, type TestApp } from '../test/test-app';

const TABLES: Record<string, Record<string, ApiRoute>> = {
  ACCOUNT_ROUTES,
  AUTH_ROUTES,
  COLLECTION_ROUTES,
  COMMENT_MODERATION_ROUTES,
  COMMENT_ROUTES,
  FILE_ROUTES,
  MODERATION_ROUTES,
  PAYMENT_ROUTES,
  PRACTICE_ROUTES,
  RATING_ROUTES,
  RECORD_ROUTES,
  SITE_ROUTES,
};

/** better-auth's own routes, which the server forwards as they are through one route for all of them. */
const FORWARDED_TO_BETTER_AUTH: readonly ApiRoute[] = [
  AUTH_ROUTES.signInEmail,
  AUTH_ROUTES.signInSocial,
  AUTH_ROUTES.signOut,
];

const tableRoutes = Object.entries(TABLES).flatMap(([table, routes]) =>
  Object.entries(routes).map(([name, route]) => ({ name: `${table}.${name}`, route })),
);

describe('the shared route tables', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The sandbox provider is the default: its route is registered.
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('are every one registered with its method and path', () => {
    const missing = tableRoutes
      .filter(({ route }) => !FORWARDED_TO_BETTER_AUTH.includes(route))
      .filter(({ route }) => !testApp.app.hasRoute({ method: route.method, url: serverPathOf(route) }))
      .map(({ name, route }) => `${name}: ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    expect(testApp.app.hasRoute({ method: 'GET', url: '/api/v4/khong-co' })).toBe(false);
  });

  it('leave to better-auth only what its forwarding route answers', () => {
    for (const route of FORWARDED_TO_BETTER_AUTH) {
      expect(serverPathOf(route).startsWith(`${AUTH_BASE_PATH}/`)).toBe(true);
      expect(testApp.app.hasRoute({ method: route.method, url: serverPathOf(route) })).toBe(false);
      expect(testApp.app.hasRoute({ method: route.method, url: `${AUTH_BASE_PATH}/*` })).toBe(true);
    }
  });

  it('name each method and path once', () => {
    const calls = tableRoutes.map(({ route }) => `${route.method} ${route.path}`);
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
  });
});
