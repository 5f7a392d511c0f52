// A rating's average as the interface language writes it, always to one decimal ('4,3', '4,0' in Vietnamese).
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

export function useRatingAverageText(): (average: number) => string {
  const intl = useIntl();
  return useCallback((average: number) => intl.formatNumber(average, ONE_DECIMAL), [intl]);
}
