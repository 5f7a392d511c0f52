// Answers of the settings endpoints, built field by field: a session's token, a Google token or a password
// hash never leaves the server.
import type { TAccountSession, TAccountSettings } from '../../shared/account/contract';
import { describeUserAgent } from '../../shared/account/user-agent';

export function presentSessions(
  rows: { id: string; userAgent: string | null; ipAddress: string | null; createdAt: Date; updatedAt: Date }[],
  currentSessionId: string,
): TAccountSession[] {
  const sessions = rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress || null,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    isCurrent: row.id === currentSessionId,
  }));
  // This device first, then the others as the query ordered them (most recently active first).
  return [...sessions.filter((item) => item.isCurrent), ...sessions.filter((item) => !item.isCurrent)];
}

export function presentSettings(
  methods: { hasPassword: boolean; google: { idToken: string | null } | null },
  googleEnabled: boolean,
): TAccountSettings {
  return {
    hasPassword: methods.hasPassword,
    google: {
      enabled: googleEnabled,
      linked: methods.google !== null,
      email: methods.google ? emailOfIdToken(methods.google.idToken) : null,
    },
  };
}

/**
 * The address inside the ID token Google gave at sign-in (a JWT whose payload is base64url JSON). It was
 * received from Google over TLS by better-auth, so it is read, not verified again; it is only shown.
 */
function emailOfIdToken(idToken: string | null): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' && claims.email.length <= 320 ? claims.email : null;
  } catch {
    return null;
  }
}
