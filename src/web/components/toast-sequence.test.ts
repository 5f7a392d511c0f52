import { describe, expect, it } from 'vitest';
import type { ToastApi, ToastOptions } from './toast';
import { runWithToasts } from './toast-sequence';

function recordingToasts() {
  const shown = new Map<number, ToastOptions>();
  const log: string[] = [];
  let next = 1;
  const api: ToastApi = {
    show(input) {
      const options = typeof input === 'string' ? { message: input } : input;
      const id = next++;
      shown.set(id, options);
      log.push(`show ${options.message}`);
      return id;
    },
    update(id, options) {
      shown.set(id, { ...shown.get(id)!, ...options });
      log.push(`update ${options.message}`);
    },
    dismiss(id) {
      log.push(`dismiss ${shown.get(id)?.message}`);
      shown.delete(id);
    },
  };
  return { api, shown, log };
}

describe('runWithToasts', () => {
  it('shows a working notice that cannot be closed, then replaces it with the outcome', async () => {
    const { api, shown, log } = recordingToasts();
    const succeeded = await runWithToasts(
      api,
      { working: { message: 'Đang làm' }, done: (value: number) => ({ message: `Xong ${value}` }), failed: () => null },
      async (notice) => {
        expect([...shown.values()][0]).toMatchObject({ message: 'Đang làm', duration: 0, dismissible: false });
        notice.update({ message: 'Đang làm 50%' });
        return 7;
      },
    );
    expect(succeeded).toBe(true);
    expect(log).toEqual(['show Đang làm', 'update Đang làm 50%', 'dismiss Đang làm 50%', 'show Xong 7']);
  });

  it('reports a failure through `failed` and never rejects', async () => {
    const { api, log } = recordingToasts();
    const failing = runWithToasts(api, { failed: (error) => ({ message: String((error as Error).message) }) }, () =>
      Promise.reject(new Error('Hỏng')),
    );
    await expect(failing).resolves.toBe(false);
    expect(log).toEqual(['show Hỏng']);
  });

  it('stays silent when `failed` says so (a cancel reported elsewhere)', async () => {
    const { api, log } = recordingToasts();
    await runWithToasts(api, { working: { message: 'Đang tải' }, failed: () => null }, () =>
      Promise.reject(new Error()),
    );
    expect(log).toEqual(['show Đang tải', 'dismiss Đang tải']);
  });
});
