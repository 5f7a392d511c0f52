import { paths } from '@shared/paths';
import { AUTH_TEXT } from '@shared/auth-messages';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '@/components/loading';
import { isGooglePopupWindow } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Google sign-in lands here: the popup closes itself (its opener refreshes), a redirect goes home. */
export function AuthCompletePage() {
  const navigate = useNavigate();
  useDocumentTitle(AUTH_TEXT.processing);
  useEffect(() => {
    if (isGooglePopupWindow()) window.close();
    else navigate(paths.home, { replace: true });
  }, [navigate]);
  return <Loading fullScreen text={AUTH_TEXT.processing} />;
}
