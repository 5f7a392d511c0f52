// The auth domain's face: the only module other domains and buildApp import from this folder. better-auth
// (createAuth), the session reader every route asks who is calling, the secret sessions derive from, the
// bridge that hands a Fastify request's headers to better-auth, and the routes under /api/v4/auth.
export { AUTH_BASE_PATH, createAuth, type Auth, type AuthLog, type PasswordHasher } from './auth';
export { toFetchHeaders } from './fetch-bridge';
export { presentSessionUser } from './present';
export { authRoutes } from './routes';
export { resolveAuthSecret } from './secret';
export { createSessionReader, type SessionReader, type SessionUser } from './session';
