// Recording a view: failures are ignored.
import { apiRequest } from '@/lib/api-client';

export async function recordView(fileId: string): Promise<void> {
  await apiRequest(`/files/${encodeURIComponent(fileId)}/views`, { method: 'POST' }).catch(() => undefined);
}
