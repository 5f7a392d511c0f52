import { useMutation } from '@tanstack/react-query';
import type { TReportRequest, TReportResponse } from '@shared/moderation/contract';
import { apiRequest } from '@/lib/api-client';

/** 'Báo cáo vi phạm': one open report per user and file. */
export function useReportFile() {
  return useMutation({
    mutationFn: ({ fileId, report }: { fileId: string; report: TReportRequest }) =>
      apiRequest<TReportResponse>(`/files/${encodeURIComponent(fileId)}/reports`, { method: 'POST', json: report }),
  });
}
