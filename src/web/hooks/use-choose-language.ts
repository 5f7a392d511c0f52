// Choosing the interface language: the device keeps it at once; a signed-in account keeps it too, so the
// next device it signs in on follows. A visitor's choice stays on this device.
import { useCallback } from 'react';
import { ACCOUNT_ROUTES } from '@shared/account/api-routes';
import type { InterfaceLanguage } from '@shared/language';
import { useToast } from '@/components/toast';
import { useLanguage, useT } from '@/i18n/i18n';
import { apiRequest, userMessageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function useChooseLanguage(): {
  language: InterfaceLanguage;
  chooseLanguage: (language: InterfaceLanguage) => Promise<void>;
} {
  const { language, setLanguage } = useLanguage();
  const { user } = useAuth();
  const toast = useToast();
  const t = useT();
  const signedIn = user !== null;

  const chooseLanguage = useCallback(
    async (chosen: InterfaceLanguage) => {
      await setLanguage(chosen);
      if (!signedIn) return;
      try {
        await apiRequest(ACCOUNT_ROUTES.updatePreferences, { body: { language: chosen } });
      } catch (error) {
        toast.show({ message: userMessageOf(error, t('language.notSaved')), variant: 'error' });
      }
    },
    [setLanguage, signedIn, t, toast],
  );
  return { language, chooseLanguage };
}
