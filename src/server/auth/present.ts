// The signed-in user as the browser sees them: the session answer, and every answer that changes the
// user's name or picture (account settings) gives the same object.
import { isOwnAvatarImage, type TSessionResponse } from '../../shared/auth';
import type { SessionUser } from './session';

export function presentSessionUser(user: SessionUser): NonNullable<TSessionResponse['user']> {
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    // An address stored before profile images were limited to our own avatars is not shown.
    photoURL: user.image && isOwnAvatarImage(user.image) ? user.image : null,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    isAdmin: user.isAdmin,
  };
}
