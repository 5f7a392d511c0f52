// Which record the screens read and write: the account's when signed in (answers go through
// the outbox), this browser's for a visitor. The browser's record computes with ts-fsrs, so it is loaded
// with a dynamic import by the first call that needs it (deferred-source.ts), off the first bundle and off
// the pages that never read the record. Signing in merges the visitor's record into
// the account; the learner's other tabs and devices tell this one to refetch through the live events.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import type { TAttempt } from '@shared/practice/record-contract';
import { RECORD_ROUTES } from '@shared/practice/record-api-routes';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { usePracticeLiveEvents } from '@/lib/live-events';
import { accountReads } from './account-source';
import { createOutbox } from './outbox';
import { sourceWhenReady, visitorSource } from './deferred-source';
import { recordKeys, type LearnerRecordSource } from './record-source';

const RecordContext = createContext<LearnerRecordSource | null>(null);

let browserSource: Promise<LearnerRecordSource> | null = null;
const loadBrowserSource = () =>
  (browserSource ??= import('./browser-source').then(
    (module) => module.createBrowserSource({ storage: window.localStorage }),
    (error: unknown) => {
      // A module that failed to arrive (a dropped connection) is fetched again by the next call.
      browserSource = null;
      throw error;
    },
  ));

const postAttempts = (batch: readonly TAttempt[]) =>
  apiRequest(RECORD_ROUTES.recordAttempts, { body: { attempts: [...batch] } });

/**
 * The old 'vocab-completed-sets' and 'sentence-completed-sets' (a set marked done even with 1 of 20
 * right) are replaced by honest completions; they hold no score, item or date to import, so they are
 * removed rather than shown next to the new record (docs/decisions.md).
 */
function forgetOldCompletedFlags(): void {
  try {
    window.localStorage.removeItem(LOCAL_STORAGE_KEYS.vocabCompletedSets);
    window.localStorage.removeItem(LOCAL_STORAGE_KEYS.sentenceCompletedSets);
  } catch {
    // Storage unavailable: nothing to forget.
  }
}

/** One merge at a time per tab (React may run the effect twice; two merges would only repeat ids). */
let merging: Promise<unknown> | null = null;

export function RecordProvider({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const userId = loading ? undefined : (user?.id ?? null);
  const [authReady] = useState(() => {
    let resolve: (source: LearnerRecordSource) => void = () => {};
    const promise = new Promise<LearnerRecordSource>((done) => (resolve = done));
    return { promise, resolve };
  });

  const outbox = useMemo(
    () =>
      userId
        ? createOutbox({
            userId,
            storage: window.localStorage,
            post: postAttempts,
            onSent: () => void queryClient.invalidateQueries({ queryKey: recordKeys.all }),
          })
        : null,
    [userId, queryClient],
  );

  const source = useMemo<LearnerRecordSource>(() => {
    if (userId === undefined) return sourceWhenReady('browser', () => authReady.promise);
    if (outbox) {
      return {
        ...accountReads,
        record: async (attempts) => {
          await outbox.add(attempts);
        },
      };
    }
    const browser = visitorSource(window.localStorage, loadBrowserSource);
    return {
      ...browser,
      record: async (...args) => {
        await browser.record(...args);
        await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      },
    };
  }, [userId, outbox, authReady, queryClient]);

  // Queries started while the session loaded wait for the real source (resolving it is enough: they were
  // waiting for it). A later change of source (sign-in, sign-out, another account) drops everything read
  // from the previous one, so no screen shows another record's data while it refetches.
  const resolvedUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    authReady.resolve(source);
    const previous = resolvedUserId.current;
    resolvedUserId.current = userId;
    if (previous !== undefined && previous !== userId) void queryClient.resetQueries({ queryKey: recordKeys.all });
  }, [userId, source, authReady, queryClient]);

  useEffect(() => {
    if (!outbox) return;
    outbox.start();
    return () => outbox.stop();
  }, [outbox]);

  // A session that expired left the outbox waiting (401); signing in again as the same learner gives a
  // new session (a new user object, the same id): send what waited. A new outbox flushes on its own start.
  const outboxUser = useRef<{ outbox: typeof outbox; user: typeof user }>({ outbox, user });
  useEffect(() => {
    const previous = outboxUser.current;
    outboxUser.current = { outbox, user };
    if (user && outbox && previous.outbox === outbox && previous.user !== user) void outbox.flush();
  }, [user, outbox]);

  useEffect(() => {
    forgetOldCompletedFlags();
  }, []);

  useEffect(() => {
    if (!userId) return;
    const merge = async () => {
      const { mergeBrowserRecord } = await import('./merge-browser-record');
      const outcome = await mergeBrowserRecord(window.localStorage, {
        postAttempts,
        dismissMistake: accountReads.dismissMistake,
        saveSettings: accountReads.saveSettings,
      });
      if (outcome === 'merged') await queryClient.invalidateQueries({ queryKey: recordKeys.all });
    };
    merging = (merging ?? Promise.resolve())
      .then(merge)
      // Kept in this browser: the next sign-in or page load tries again.
      .catch((error: unknown) => console.error('The practice record of this browser could not be merged yet', error));
  }, [userId, queryClient]);

  usePracticeLiveEvents(userId ?? null, () => void queryClient.invalidateQueries({ queryKey: recordKeys.all }));

  return <RecordContext.Provider value={source}>{children}</RecordContext.Provider>;
}

export function useRecordSource(): LearnerRecordSource {
  const source = useContext(RecordContext);
  if (!source) throw new Error('useRecordSource needs a RecordProvider');
  return source;
}
