// Which record the screens read and write: the account's when signed in, this browser's for a visitor.
// BASE VERSION (issue-11-web branch): the browser source, the outbox and the merge on sign-in are added
// by the record-layer work; until then a visitor's reads fail with the server's 401.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { PRACTICE_RECORD_LIMITS } from '@shared/practice/record-contract';
import { accountReads } from './account-source';
import type { LearnerRecordSource } from './record-source';

const RecordContext = createContext<LearnerRecordSource | null>(null);

export function RecordProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const source = useMemo<LearnerRecordSource>(
    () => ({
      ...accountReads,
      record: async (attempts) => {
        for (let start = 0; start < attempts.length; start += PRACTICE_RECORD_LIMITS.maxAttemptsPerBatch) {
          const batch = attempts.slice(start, start + PRACTICE_RECORD_LIMITS.maxAttemptsPerBatch);
          await apiRequest('/practice/attempts', { method: 'POST', json: { attempts: batch } });
        }
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source changes with the signed-in user
    [user?.id],
  );
  return <RecordContext.Provider value={source}>{children}</RecordContext.Provider>;
}

export function useRecordSource(): LearnerRecordSource {
  const source = useContext(RecordContext);
  if (!source) throw new Error('useRecordSource needs a RecordProvider');
  return source;
}
