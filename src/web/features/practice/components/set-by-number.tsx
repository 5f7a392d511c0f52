// `/dictation/{n}` and `/sentence-practice/{n}` without their query (a shortened or hand-typed
// address): the path's set number names the set, and the page moves to that set's full address. One
// state is shown when it cannot: loading, the load error, the empty state, or "no set {n}".
import { paths } from '@shared/paths';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useSentenceOverview } from '@/features/practice/api/get-sentence-overview';
import { useVocabularyOverview } from '@/features/practice/api/get-vocabulary-overview';
import { findSentenceSetByNumber, findVocabularySetByNumber } from '@/features/practice/lib/set-query';
import { parsePracticeMode, pathWithMode, PRACTICE_MODE_PARAM } from '@/features/practice/lib/practice-mode';
import { useT } from '@/i18n/i18n';
import { PracticeEmpty, PracticeError, PracticeLoading } from './practice-status';

export function VocabularySetByNumber() {
  const t = useT();
  const { position } = useParams();
  // `/dictation/3?mode=meaning` keeps its mode on the way to the set's full address.
  const mode = parsePracticeMode(useSearchParams()[0].get(PRACTICE_MODE_PARAM));
  const overview = useVocabularyOverview();
  if (overview.isPending) return <PracticeLoading />;
  if (overview.isError) return <PracticeError message={t('home.error.vocabulary')} />;
  const set = findVocabularySetByNumber(overview.data, position);
  if (set)
    return <Navigate replace to={mode ? pathWithMode(paths.dictation.build(set), mode) : paths.dictation.build(set)} />;
  if (overview.data.totalSets === 0) {
    return <PracticeEmpty message={t('home.empty.vocabulary')} onRefresh={() => void overview.refetch()} />;
  }
  return <PracticeError message={t('home.setNotFound', { number: position ?? '' })} />;
}

export function SentenceSetByNumber() {
  const t = useT();
  const { position } = useParams();
  const overview = useSentenceOverview();
  if (overview.isPending) return <PracticeLoading />;
  if (overview.isError) return <PracticeError message={t('home.error.sentences')} />;
  const set = findSentenceSetByNumber(overview.data, position);
  if (set) return <Navigate replace to={paths.sentencePractice.build(set)} />;
  const hasAnySet = Object.values(overview.data.setsPerPart).some((count) => count > 0);
  if (!hasAnySet) {
    return <PracticeEmpty message={t('home.empty.sentences')} onRefresh={() => void overview.refetch()} />;
  }
  return <PracticeError message={t('home.setNotFound', { number: position ?? '' })} />;
}
