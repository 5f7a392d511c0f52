import { paths } from '@shared/paths';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { Loading } from '@/components/loading';
import { useT } from '@/i18n/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loginPathReturningTo } from '@/lib/return-path';

/**
 * Route protection of /profile and the other signed-in screens: a full-screen wait, then /login?next=<this page>
 * when nobody is signed in. Right after this tab deleted its account it goes home (there is nothing left to sign
 * in to); right after it signed out, to a plain /login, as the nav bar's sign-out does.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, loading, sessionEnded } = useAuth();
  const location = useLocation();
  if (loading) return <Loading fullScreen text={t('common.waitingForSession')} />;
  if (!user && sessionEnded === 'deleted') return <Navigate to={paths.home} replace />;
  if (!user && sessionEnded === 'signedOut') return <Navigate to={paths.login} replace />;
  if (!user) return <Navigate to={loginPathReturningTo(`${location.pathname}${location.search}`)} replace />;
  return children;
}

/** /admin as /profile, and a 403 page for signed-in accounts that are not admins. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <ProtectedRoute>{user && !user.isAdmin ? <AdminForbidden /> : children}</ProtectedRoute>;
}

function AdminForbidden() {
  const t = useT();
  useDocumentTitle(t('common.adminForbidden'));
  return (
    <div className="page">
      <div className="container" style={{ textAlign: 'center' }}>
        <h1>{t('common.adminForbidden')}</h1>
        <Link to={paths.home} className="btn btn-primary">
          {t('common.toHome')}
        </Link>
      </div>
    </div>
  );
}
