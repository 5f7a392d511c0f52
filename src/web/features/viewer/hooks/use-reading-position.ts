// The viewer remembers the page. For a signed-in reader it saves the page reached (debounced)
// once the reader moves from where the document opened, and offers 'Đọc tiếp từ trang N' for a saved
// page past the first when the document opened without a page of its own.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { useReadingPosition, useSaveReadingPosition } from '@/features/viewer/api/reading-position';

const SAVE_DELAY_MS = 1500;

export function useReadingPositionMemory(
  fileId: string | null,
  options: { enabled: boolean; openedAt: number | null },
) {
  const { user } = useAuth();
  const active = Boolean(user && fileId && options.enabled);
  const position = useReadingPosition(fileId ?? '', active);
  const save = useSaveReadingPosition(fileId ?? '');
  const [dismissed, setDismissed] = useState(false);
  const startPage = useRef<number | null>(null);
  const moved = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<number | null>(null);
  const saveRef = useRef(save.mutate);
  saveRef.current = save.mutate;

  // Leaving the viewer before the delay ran out still keeps the page reached.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (pending.current !== null) saveRef.current(pending.current);
    },
    [],
  );

  const onPageChange = useCallback(
    (page: number) => {
      if (!active) return;
      // The page the document opened on is not a page the reader reached: a saved page stays offered.
      if (startPage.current === null) {
        startPage.current = page;
        return;
      }
      if (!moved.current && page === startPage.current) return;
      moved.current = true;
      pending.current = page;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        pending.current = null;
        saveRef.current(page);
      }, SAVE_DELAY_MS);
    },
    [active],
  );

  const saved = position.data?.page ?? null;
  const offer = active && !dismissed && options.openedAt === null && saved !== null && saved > 1 ? saved : null;
  return { offer, dismiss: () => setDismissed(true), onPageChange };
}
