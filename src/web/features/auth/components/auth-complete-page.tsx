import { paths } from '@shared/paths';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '@/components/loading';
import { isGooglePopupWindow } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';

/** Google sign-in lands here: the popup closes itself (its opener refreshes), a redirect goes home. */
export function AuthCompletePage() {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.processing'));
  useEffect(() => {
    if (isGooglePopupWindow()) window.close();
    else navigate(paths.home, { replace: true });
  }, [navigate]);
  return <Loading fullScreen text={t('auth.processing')} />;
}
