// Recording a view: failures are ignored.
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';

export async function recordView(fileId: string): Promise<void> {
  await apiRequest(FILE_ROUTES.recordView, { params: { id: fileId } }).catch(() => undefined);
}
