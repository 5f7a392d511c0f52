// /review: practises the items due for review (FSRS), or with ?source=mistakes the mistakes
// list ('Từ cần ôn'), in batches of up to 20 of one kind, on the same word and sentence screens with the
// same shortcuts. A batch stays as it was loaded while it is practised (each answer refetches the record);
// after it, the next batch is offered.
import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TReviewBatch } from '@shared/practice/record-contract';
import { RECORD_TERMS } from '@shared/practice/messages';
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

const REVIEW_LOAD_FAILED = 'Failed to load the items to review. Please try again.';

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
  const isMistakes = query.source === 'mistakes';
  useDocumentTitle(isMistakes ? 'Practise your mistakes' : 'Review');
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
  const isMistakes = query.source === 'mistakes';
  const title = isMistakes ? 'Mistakes' : 'Review';

  // The first batch is kept as loaded: refetches after each answer must not change the items in use.
  if (batch === null && batchQuery.data && !batchQuery.isFetching) setBatch({ number: 1, data: batchQuery.data });

  if (batchQuery.isError && batch === null) return <PracticeError message={REVIEW_LOAD_FAILED} />;
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

  const subtitle = `Batch ${batch.number} · ${batch.data.items.length} ${batch.data.kind === 'vocabulary' ? 'words' : 'sentences'}`;
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
  const title = afterBatch
    ? 'All done for now'
    : isMistakes
      ? 'No mistakes to practise'
      : 'Nothing to review right now';
  const text = isMistakes
    ? 'Words and sentences you get wrong, reveal or skip are listed here until you know them.'
    : 'Items you have practised come back here on the day they are due. Practise a set to start.';
  return (
    <div className={screen.screen} lang="en">
      <Particles cover="viewport" />
      <div className={styles.statusPanel} data-testid="review-empty">
        <h1 className={styles.statusTitle}>{title}</h1>
        <p className={styles.statusText}>{text}</p>
        <div className={styles.statusActions}>
          <Link to={paths.home} className="btn btn-primary">
            Practise a set
          </Link>
          <Link to={paths.progress} className="btn btn-secondary">
            <span lang="vi">{RECORD_TERMS.seeProgress}</span>
          </Link>
        </div>
      </div>
    </div>
  );
}

function BatchDone(props: { title: string; count: number; remaining: number; busy: boolean; onNext: () => void }) {
  return (
    <div className={screen.screen} lang="en">
      <Particles cover="viewport" />
      <div className={styles.statusPanel} data-testid="review-batch-done">
        <h1 className={styles.statusTitle}>Batch done</h1>
        <p className={styles.statusText} role="status">
          You practised {props.count} {props.count === 1 ? 'item' : 'items'}.
          {props.remaining > 0 ? ` ${props.remaining} more waiting.` : ''}
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
            {props.busy ? 'Loading...' : 'Next batch'}
          </button>
          <Link to={paths.home} className="btn btn-secondary">
            Back to the sets
          </Link>
        </div>
      </div>
    </div>
  );
}
