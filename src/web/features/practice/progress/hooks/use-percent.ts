import { useCallback } from 'react';
import { useT } from '@/i18n/i18n';

/** '81.8%' / '81,8%' in the interface language; '–' for a measure without items. */
export function usePercent(): (value: number | null) => string {
  const t = useT();
  return useCallback(
    (value: number | null) => (value === null ? t('progress.noValue') : t('progress.percent', { value })),
    [t],
  );
}
