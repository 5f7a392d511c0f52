// Dates of the document screens in the interface language: 'Vừa xong', '3 giờ trước', then the date itself.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { relativeTime } from '@shared/files/format';
import { useT } from '@/i18n/i18n';

const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

export function useTimeText() {
  const t = useT();
  const intl = useIntl();

  const longDate = useCallback(
    (date: Date | string) => {
      const value = new Date(date);
      return Number.isNaN(value.getTime()) ? t('files.time.unknown') : intl.formatDate(value, LONG_DATE);
    },
    [t, intl],
  );

  const relative = useCallback(
    (date: Date | string | null | undefined) => {
      const time = relativeTime(date);
      switch (time.kind) {
        case 'unknown':
          return t('files.time.unknown');
        case 'justNow':
          return t('files.time.justNow');
        case 'minutes':
          return t('files.time.minutesAgo', { count: time.count });
        case 'hours':
          return t('files.time.hoursAgo', { count: time.count });
        case 'days':
          return t('files.time.daysAgo', { count: time.count });
        case 'date':
          return intl.formatDate(time.date, LONG_DATE);
      }
    },
    [t, intl],
  );

  return { relative, longDate };
}
