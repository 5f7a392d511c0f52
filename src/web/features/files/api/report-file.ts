import { useMutation } from '@tanstack/react-query';
import type { TReportRequest } from '@shared/moderation/contract';
import { MODERATION_ROUTES } from '@shared/moderation/api-routes';
import { apiRequest } from '@/lib/api-client';

/** 'Báo cáo vi phạm': one open report per user and file. */
export function useReportFile() {
  return useMutation({
    mutationFn: ({ fileId, report }: { fileId: string; report: TReportRequest }) =>
      apiRequest(MODERATION_ROUTES.report, { params: { id: fileId }, body: report }),
  });
}
