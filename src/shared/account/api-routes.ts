// The account's own routes as the browser calls them (api-route.ts): settings, avatar, password, devices,
// Google link, interface language, deletion. The data export is a download (`/me/export`), not a JSON call.
import { defineRoute } from '../api-route';
import type { TDeleteAccountRequest } from '../auth';
import type {
  TAccountSessionList,
  TAccountSettings,
  TAccountUserResponse,
  TChangePasswordRequest,
  TGoogleLinkResponse,
  TPreferences,
  TRevokedSessions,
  TStatusResponse,
  TUpdatePreferencesRequest,
  TUpdateProfileRequest,
} from './contract';

export const ACCOUNT_ROUTES = {
  settings: defineRoute<{ response: TAccountSettings }>()('GET', '/me/settings'),
  preferences: defineRoute<{ response: TPreferences }>()('GET', '/me/preferences'),
  updatePreferences: defineRoute<{ body: TUpdatePreferencesRequest; response: TPreferences }>()(
    'PUT',
    '/me/preferences',
  ),
  updateProfile: defineRoute<{ body: TUpdateProfileRequest; response: TAccountUserResponse }>()('PATCH', '/me/profile'),
  /** The body is the cropped picture itself, sent with its own type. */
  uploadAvatar: defineRoute<{ body: Blob; response: TAccountUserResponse }>()('POST', '/me/avatar'),
  removeAvatar: defineRoute<{ response: TAccountUserResponse }>()('DELETE', '/me/avatar'),
  changePassword: defineRoute<{ body: TChangePasswordRequest; response: TStatusResponse }>()('POST', '/me/password'),
  sessions: defineRoute<{ response: TAccountSessionList }>()('GET', '/me/sessions'),
  revokeOtherSessions: defineRoute<{ response: TRevokedSessions }>()('POST', '/me/sessions/revoke-others'),
  revokeSession: defineRoute<{ response: TRevokedSessions }>()('DELETE', '/me/sessions/:sessionId'),
  linkGoogle: defineRoute<{ response: TGoogleLinkResponse }>()('POST', '/me/google/link'),
  unlinkGoogle: defineRoute<{ response: TAccountSettings }>()('POST', '/me/google/unlink'),
  deleteAccount: defineRoute<{ body: TDeleteAccountRequest; response: { status: true; message: string } }>()(
    'POST',
    '/me/delete',
  ),
} as const;
