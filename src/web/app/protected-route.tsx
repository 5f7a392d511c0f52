import { paths } from '@shared/paths';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { Loading } from '@/components/loading';

/**
 * SPEC §2 route protection: a full-screen wait, then /login when nobody is signed in (home, right after
 * this tab deleted its account: there is nothing left to sign in to).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading, accountDeleted } = useAuth();
  const location = useLocation();
  if (loading) return <Loading fullScreen text="Vui lòng đợi trong giây lát" />;
  if (!user && accountDeleted) return <Navigate to={paths.home} replace />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return children;
}
