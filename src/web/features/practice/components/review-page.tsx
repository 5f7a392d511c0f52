// /review: practises the items due for review (FSRS), or with ?source=mistakes the mistakes
// list ('Từ cần ôn'), in batches of up to 20 of one kind, on the same word and sentence screens with the
// same shortcuts. A batch stays as it was loaded while it is practised (each answer refetches the record);
// after it, the next batch is offered.
import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TReviewBatch } from '@shared/practice/record-contract';
import { useT } from '@/i18n/i18n';
import { Particles } from '@/components/particles';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReviewBatch } from '@/features/practice/api/get-review-batch';
import type { ReviewQuery } from '@/features/practice/record/record-source';
import { usePracticeMode } from '@/features/practice/hooks/use-practice-mode';
import { PracticeError, PracticeLoading } from './practice-status';
import { SentencePracticeSession } from './sentence-practice-page';
import { WordDictationSession } from './word-dictation-page';
import screen from './practice-screen.module.css';
import styles from './practice-status.module.css';

function readReviewQuery(params: URLSearchParams): ReviewQuery {
  const kind = params.get('kind');
  return {
    source: params.get('source') === 'mistakes' ? 'mistakes' : 'due',
    kind: kind === 'vocabulary' || kind === 'sentence' ? kind : undefined,
  };
}

export function ReviewPage() {
  const [params] = useSearchParams();
  const query = readReviewQuery(params);
  const t = useT();
  const isMistakes = query.source === 'mistakes';
  useDocumentTitle(t(isMistakes ? 'home.review.mistakesTitle' : 'home.review.title'));
  // A new address is a new review: the key starts it afresh.
  return <Review key={`${query.source}/${query.kind ?? ''}`} query={query} />;
}

interface Batch {
  number: number;
  data: TReviewBatch;
}

function Review({ query }: { query: ReviewQuery }) {
  const batchQuery = useReviewBatch(query);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [finished, setFinished] = useState(false);
  const [loadingNext, setLoadingNext] = useState(false);
  // Words may be reviewed by their meaning too; another mode starts the batch again.
  const [mode, changeMode] = usePracticeMode();
  const t = useT();
  const isMistakes = query.source === 'mistakes';
  const title = t(isMistakes ? 'home.review.mistakesHeading' : 'home.review.heading');

  // The first batch is kept as loaded: refetches after each answer must not change the items in use.
  if (batch === null && batchQuery.data && !batchQuery.isFetching) setBatch({ number: 1, data: batchQuery.data });

  if (batchQuery.isError && batch === null) return <PracticeError message={t('home.review.loadFailed')} />;
  if (batch === null) return <PracticeLoading />;

  const startNextBatch = async () => {
    setLoadingNext(true);
    const next = await batchQuery.refetch();
    setLoadingNext(false);
    if (next.data) {
      setBatch({ number: batch.number + 1, data: next.data });
      setFinished(false);
    }
  };

  if (batch.data.items.length === 0) return <ReviewEmpty isMistakes={isMistakes} afterBatch={batch.number > 1} />;

  if (finished) {
    return (
      <BatchDone
        title={title}
        count={batch.data.items.length}
        remaining={batch.data.remaining}
        busy={loadingNext}
        onNext={() => void startNextBatch()}
      />
    );
  }

  const subtitle = t('home.review.batch', {
    number: batch.number,
    size: t(batch.data.kind === 'vocabulary' ? 'home.card.words' : 'home.card.sentences', {
      count: batch.data.items.length,
    }),
  });
  const onFinish = () => setFinished(true);
  return batch.data.kind === 'vocabulary' ? (
    <WordDictationSession
      key={`${batch.number}/${mode}`}
      items={batch.data.items}
      title={title}
      subtitle={subtitle}
      topic=""
      recordSet={null}
      nextSetPath={null}
      onFinish={onFinish}
      mode={mode}
      onModeChange={changeMode}
    />
  ) : (
    <SentencePracticeSession
      key={batch.number}
      items={batch.data.items}
      title={title}
      subtitle={subtitle}
      recordSet={null}
      nextSetPath={null}
      onFinish={onFinish}
    />
  );
}

function ReviewEmpty({ isMistakes, afterBatch }: { isMistakes: boolean; afterBatch: boolean }) {
  const t = useT();
  const title = t(
    afterBatch ? 'home.review.allDone' : isMistakes ? 'home.review.noMistakes' : 'home.review.nothingDue',
  );
  const text = t(isMistakes ? 'home.review.mistakesText' : 'home.review.dueText');
  return (
    <div className={screen.screen}>
      <Particles cover="viewport" />
      <div className={styles.statusPanel} data-testid="review-empty">
        <h1 className={styles.statusTitle}>{title}</h1>
        <p className={styles.statusText}>{text}</p>
        <div className={styles.statusActions}>
          <Link to={paths.home} className="btn btn-primary">
            {t('home.review.practiseSet')}
          </Link>
          <Link to={paths.progress} className="btn btn-secondary">
            {t('home.review.seeProgress')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function BatchDone(props: { title: string; count: number; remaining: number; busy: boolean; onNext: () => void }) {
  const t = useT();
  return (
    <div className={screen.screen}>
      <Particles cover="viewport" />
      <div className={styles.statusPanel} data-testid="review-batch-done">
        <h1 className={styles.statusTitle}>{t('home.review.batchDone')}</h1>
        <p className={styles.statusText} role="status">
          {t('home.review.practised', { count: props.count })}
          {props.remaining > 0 && ` ${t('home.review.remaining', { count: props.remaining })}`}
        </p>
        <div className={styles.statusActions}>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              if (!props.busy) props.onNext();
            }}
            aria-disabled={props.busy}
            // The batch's last Enter lands here: focus waits for the learner's choice.
            autoFocus
          >
            {t(props.busy ? 'home.loading' : 'home.review.nextBatch')}
          </button>
          <Link to={paths.home} className="btn btn-secondary">
            {t('home.review.backToSets')}
          </Link>
        </div>
      </div>
    </div>
  );
}
