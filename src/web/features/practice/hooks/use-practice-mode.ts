// The word screens' mode: read from the address, else this device's last choice; a change
// is kept on the device and written into the address (replacing it: Back leaves the screen rather than
// stepping back through its modes).
import { useSearchParams } from 'react-router';
import type { TPracticeMode } from '@shared/practice/record-contract';
import { readStorage, writeStorage } from '@/lib/local-storage';
import { resolvePracticeMode, searchWithMode, storedPracticeModeKey } from '@/features/practice/lib/practice-mode';

export function usePracticeMode(): [TPracticeMode, (mode: TPracticeMode) => void] {
  const [params, setParams] = useSearchParams();
  const mode = resolvePracticeMode(params, readStorage(storedPracticeModeKey));
  const changeMode = (next: TPracticeMode) => {
    writeStorage(storedPracticeModeKey, next);
    setParams((current) => searchWithMode(current, next), { replace: true });
  };
  return [mode, changeMode];
}
