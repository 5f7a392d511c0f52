// Home and /dictation-list: vocabulary set cards grouped by topic,
// then the Sentence Practice cards. It is the landing page, so it stays light: no zod, no set data,
// only the overviews typed by the contract. Each card shows the score and date of the set's
// latest honest completion, the counters count those, and 'Ôn tập' / 'Từ cần ôn' lead to the review and
// the mistakes list (the learner's record; a visitor's is computed by a module loaded after the page).
import { paths } from '@shared/paths';
import { useDeferredValue, useMemo, type CSSProperties, type FocusEvent } from 'react';
import { Link } from 'react-router';
import type { TSentenceOverview, TVocabularyOverview } from '@shared/practice/contract';
import { PRACTICE_DATA_MESSAGES, RECORD_TERMS } from '@shared/practice/messages';
import type { TProgress, TSetCompletion } from '@shared/practice/record-contract';
import { Particles } from '@/components/particles';
import { useSentenceOverview } from '@/features/practice/api/get-sentence-overview';
import { useVocabularyOverview } from '@/features/practice/api/get-vocabulary-overview';
import { useProgress } from '@/features/practice/api/get-progress';
import { useRecordSource } from '@/features/practice/record/record-context';
import styles from './home-page.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';

type VocabularyCard = TVocabularyOverview['groups'][number]['sets'][number];
type SentenceCard = TSentenceOverview['groups'][number]['sets'][number];

const SKELETON_CARDS = 6;
/** The home stats' labels, shown by the stats and by their place while the sets load. */
const STAT_LABELS = { vocabulary: 'Vocabulary sets', sentences: 'Sentence sets', completed: 'Completed' } as const;

/**
 * The latest completion of each set, by group (topic or part) and index. A vocabulary set has one per mode
 * (listening or meaning): the card shows the more recent, and names the meaning mode when it is that one's.
 */
type Completions = ReadonlyMap<string, TSetCompletion>;
const completionKey = (group: string, setIndex: number) => `${group}\u0000${setIndex}`;

function completionsOf(progress: TProgress | undefined, kind: TSetCompletion['kind']): Completions {
  const byKey = new Map<string, TSetCompletion>();
  for (const completion of progress?.completions ?? []) {
    if (completion.kind !== kind) continue;
    const key = completionKey(completion.group, completion.setIndex);
    const other = byKey.get(key);
    if (!other || Date.parse(other.completedAt) < Date.parse(completion.completedAt)) byKey.set(key, completion);
  }
  return byKey;
}

const completionDate = (completion: TSetCompletion) =>
  new Date(completion.completedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

// 'Try again' reloads the whole page.
const reloadPage = () => window.location.reload();

/**
 * The cards are laid out only when they come near the screen (content-visibility, home-page.module.css), so a
 * card reached by Tab is scrolled into view at its estimated height and may then grow past the cookie bar.
 * Once it has been laid out (two frames on), it is brought whole into view again; the page's scroll padding
 * keeps it clear of the sticky nav bar and the cookie bar.
 */
function keepFocusedCardInView(event: FocusEvent<HTMLElement>): void {
  const card = event.target;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (document.activeElement === card) card.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }),
  );
}

export function HomePage() {
  const vocabulary = useVocabularyOverview();
  const sentences = useSentenceOverview();
  const progress = useProgress();
  const recordWhere = useRecordSource().where;
  const completedVocabulary = useMemo(() => completionsOf(progress.data, 'vocabulary'), [progress.data]);
  const completedSentences = useMemo(() => completionsOf(progress.data, 'sentence'), [progress.data]);
  const vocabularyCompletion = (card: VocabularyCard) =>
    completedVocabulary.get(completionKey(card.topic, card.setIndex));
  const sentenceCompletion = (card: SentenceCard) => completedSentences.get(completionKey(card.part, card.setIndex));

  useDocumentTitle('English Dictation Practice');

  // The dozens of cards render as a background (transition) update that yields to the browser every few
  // milliseconds instead of one long task; the skeletons stay until then.
  const vocabularyData = useDeferredValue(vocabulary.data);
  const sentenceData = useDeferredValue(sentences.data);
  const vocabularyPending = vocabulary.isPending || (vocabularyData === undefined && !vocabulary.isError);
  const sentencesPending = sentences.isPending || (sentenceData === undefined && !sentences.isError);

  const vocabularyGroups = vocabularyData?.groups.filter((group) => group.sets.length > 0) ?? [];
  const vocabularyCards = vocabularyGroups.flatMap((group) => group.sets);
  const sentenceCards = sentenceData?.groups.flatMap((group) => group.sets) ?? [];
  const nextVocabularySet = vocabularyCards.find((card) => !vocabularyCompletion(card));
  const heroSet = nextVocabularySet ?? vocabularyCards[0];
  const completedCount =
    vocabularyCards.filter((card) => vocabularyCompletion(card)).length +
    sentenceCards.filter((card) => sentenceCompletion(card)).length;
  const totalCount = vocabularyCards.length + sentenceCards.length;
  const statsKnown = vocabularyData !== undefined && sentenceData !== undefined;

  return (
    <div className={styles.page} lang="en">
      <Particles cover="viewport" />
      <div className="container">
        <header className={styles.hero}>
          <p className={styles.eyebrow}>
            <span aria-hidden="true">🎧</span> English dictation · TOEIC
          </p>
          <h1 className={styles.heroTitle}>
            Listen, type, <span className={styles.highlight}>remember</span>.
          </h1>
          <p className={styles.heroText}>
            Train your ear one set at a time: hear a word or a sentence, type what you hear and see the meaning in
            Vietnamese.{' '}
            {recordWhere === 'account'
              ? 'Your progress is saved to your account.'
              : 'Your progress stays in this browser until you sign in.'}
          </p>
          <div className={styles.heroActions}>
            {heroSet ? (
              <Link to={paths.dictation.build(heroSet)} className="btn btn-primary btn-lg">
                {nextVocabularySet && completedVocabulary.size > 0 ? 'Continue practising' : 'Start practising'}
                <span aria-hidden="true">→</span>
              </Link>
            ) : (
              vocabularyPending && (
                // Holds the button's place while the sets load, so nothing below moves when it appears.
                <span className={`btn btn-primary btn-lg ${styles.placeholder}`} aria-hidden="true">
                  Start practising <span>→</span>
                </span>
              )
            )}
            <a href="#sentence-practice" className="btn btn-secondary btn-lg">
              Sentence Practice
            </a>
          </div>
          {(progress.data || progress.isPending) && <RecordLinks progress={progress.data} />}
          {/* Counts only once both lists are known: a list still loading or failed is not "0 sets". The
              placeholder stands where the counts will, below the record's links, so these do not move. */}
          {(vocabularyPending || sentencesPending) && <StatsPlaceholder />}
          {statsKnown && totalCount > 0 && (
            <dl className={styles.stats} data-testid="home-stats">
              <div>
                <dt>{STAT_LABELS.vocabulary}</dt>
                <dd>{vocabularyCards.length}</dd>
              </div>
              <div>
                <dt>{STAT_LABELS.sentences}</dt>
                <dd>{sentenceCards.length}</dd>
              </div>
              <div>
                <dt>{STAT_LABELS.completed}</dt>
                <dd>
                  {completedCount}
                  <span className={styles.statTotal}> / {totalCount}</span>
                </dd>
              </div>
            </dl>
          )}
        </header>

        <section className={styles.section} aria-labelledby="vocabulary-heading">
          <div className={styles.sectionHeader}>
            <h2 id="vocabulary-heading" className={styles.sectionTitle}>
              Vocabulary Sets
            </h2>
            <p className={styles.sectionText}>20 words per set, grouped by topic.</p>
          </div>
          {vocabularyPending ? (
            <CardSkeletons />
          ) : vocabulary.isError ? (
            <StatusPanel
              tone="error"
              title="Something went wrong"
              text={PRACTICE_DATA_MESSAGES.vocabularyLoadFailed}
              action={PRACTICE_DATA_MESSAGES.tryAgain}
              onAction={reloadPage}
            />
          ) : vocabularyCards.length === 0 ? (
            <StatusPanel
              tone="empty"
              title="No Vocabulary Sets Available"
              text={PRACTICE_DATA_MESSAGES.noVocabularySets}
              action={PRACTICE_DATA_MESSAGES.refresh}
              onAction={() => void Promise.all([vocabulary.refetch(), sentences.refetch()])}
            />
          ) : (
            <>
              <TopicLinks groups={vocabularyGroups} completed={completedVocabulary} />
              <div className={styles.groups}>
                {vocabularyGroups.map((group, index) => (
                  <section
                    key={group.topic}
                    id={topicAnchor(index)}
                    className={styles.group}
                    style={{ '--sets': group.sets.length } as CSSProperties}
                    aria-label={group.topic}
                  >
                    <h3 className={styles.groupTitle}>
                      {group.topic}
                      <span className={styles.groupCount}>
                        {group.sets.length} {group.sets.length === 1 ? 'set' : 'sets'}
                      </span>
                    </h3>
                    <ul className={styles.groupCards} onFocus={keepFocusedCardInView}>
                      {group.sets.map((card) => (
                        <li key={card.position}>
                          <VocabularySetCard card={card} completion={vocabularyCompletion(card)} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </>
          )}
        </section>

        <section id="sentence-practice" className={styles.section} aria-labelledby="sentence-heading">
          <div className={styles.sectionHeader}>
            <h2 id="sentence-heading" className={styles.sectionTitle}>
              Sentence Practice
            </h2>
            <p className={styles.sectionText}>
              TOEIC-style sentences and conversations, about 10 lines per set, typed word by word.
            </p>
          </div>
          {sentencesPending ? (
            <CardSkeletons />
          ) : sentences.isError ? (
            <StatusPanel
              tone="error"
              title="Something went wrong"
              text={PRACTICE_DATA_MESSAGES.sentenceLoadFailed}
              action={PRACTICE_DATA_MESSAGES.tryAgain}
              onAction={reloadPage}
            />
          ) : sentenceCards.length === 0 ? (
            <StatusPanel tone="empty" title="No Sentence Sets Available" text={PRACTICE_DATA_MESSAGES.noSentenceSets} />
          ) : (
            <ul className={`${styles.grid} ${styles.gridWide}`} onFocus={keepFocusedCardInView}>
              {sentenceCards.map((card) => (
                <li key={card.position}>
                  <SentenceSetCard card={card} completion={sentenceCompletion(card)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * 'Ôn tập' (items due for review today) and 'Từ cần ôn' (the mistakes list), in Vietnamese like the rest
 * of the learner's record, inside the English page. While the record loads, the same boxes hold their
 * place unseen (no links, hidden from assistive technology), so the sets below do not move when the
 * counts arrive: a learner tabbing through the cards would otherwise see the focused one pushed under
 * the cookie bar.
 */
function RecordLinks({ progress }: { progress: TProgress | undefined }) {
  const links = [
    {
      to: paths.review.build(),
      testId: 'review-link',
      label: RECORD_TERMS.review,
      count: progress ? progress.due.vocabulary + progress.due.sentence : 0,
      text: RECORD_TERMS.reviewDue,
    },
    {
      to: paths.progress,
      testId: 'mistakes-link',
      label: RECORD_TERMS.mistakes,
      count: progress?.mistakes ?? 0,
      text: RECORD_TERMS.mistakesCount,
    },
  ];
  const content = (link: (typeof links)[number]) => (
    <>
      <span className={styles.recordLabel}>{link.label}</span>
      <span className={styles.recordCount}>{link.count}</span>
      <span className={styles.recordText}>{link.text}</span>
    </>
  );
  if (!progress) {
    return (
      // Busy and hidden while the record loads; its own key, so the links replace it as new elements.
      <ul
        key="placeholder"
        className={`${styles.recordLinks} ${styles.placeholder}`}
        aria-hidden="true"
        aria-busy="true"
        data-testid="record-placeholder"
      >
        {links.map((link) => (
          <li key={link.testId}>
            <span className={styles.recordLink}>{content(link)}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul key="links" className={styles.recordLinks} lang="vi" aria-label={RECORD_TERMS.recordLabel}>
      {links.map((link) => (
        <li key={link.testId}>
          <Link to={link.to} className={styles.recordLink} data-testid={link.testId}>
            {content(link)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function VocabularySetCard({ card, completion }: { card: VocabularyCard; completion: TSetCompletion | undefined }) {
  const isCompleted = completion !== undefined;
  return (
    <Link
      to={paths.dictation.build(card)}
      className={`${styles.card} ${isCompleted ? styles.cardCompleted : ''}`}
      data-testid="vocabulary-set-card"
    >
      <div className={styles.cardTop}>
        <span className={styles.cardLabel}>{card.topic}</span>
        {isCompleted && <CompletedMark />}
      </div>
      <p className={styles.cardTitle}>Set {card.position}</p>
      <ul className={styles.words} aria-label="Words">
        {card.words.map((word, index) => (
          <li key={`${index}-${word}`} className={styles.word}>
            {word}
          </li>
        ))}
      </ul>
      <CardFooter count={card.words.length} unit="word" completion={completion} />
    </Link>
  );
}

function SentenceSetCard({ card, completion }: { card: SentenceCard; completion: TSetCompletion | undefined }) {
  const isCompleted = completion !== undefined;
  return (
    <Link
      to={paths.sentencePractice.build(card)}
      className={`${styles.card} ${isCompleted ? styles.cardCompleted : ''}`}
      data-testid="sentence-set-card"
    >
      <div className={styles.cardTop}>
        <span className={`${styles.cardLabel} ${styles.partLabel}`}>{card.part.toUpperCase()}</span>
        {isCompleted && <CompletedMark />}
      </div>
      <p className={styles.cardTitle}>Set {card.position}</p>
      <ol className={styles.sentences} aria-label="Sentences">
        {card.sentences.map((sentence, index) => (
          <li key={index} className={styles.sentence}>
            <span className={styles.sentenceText}>{sentence}</span>
          </li>
        ))}
      </ol>
      <CardFooter count={card.sentences.length} unit="sentence" completion={completion} />
    </Link>
  );
}

const topicAnchor = (index: number) => `topic-${index + 1}`;

/** A jump list to each topic: on a phone the topics are many screens apart. */
function TopicLinks({ groups, completed }: { groups: TVocabularyOverview['groups']; completed: Completions }) {
  if (groups.length < 2) return null;
  return (
    <nav aria-label="Topics">
      <ul className={styles.topics}>
        {groups.map((group, index) => {
          const isTopicDone = group.sets.every((set) => completed.has(completionKey(set.topic, set.setIndex)));
          return (
            <li key={group.topic}>
              <a href={`#${topicAnchor(index)}`} className={styles.topicLink}>
                {group.topic}
                {isTopicDone && (
                  <span className={styles.topicDone} aria-label="all sets completed">
                    ✓
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CompletedMark() {
  return (
    <span className={styles.completedMark} title="Completed">
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
        <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">Completed set</span>
    </span>
  );
}

function CardFooter({ count, unit, completion }: { count: number; unit: string; completion?: TSetCompletion }) {
  const isCompleted = completion !== undefined;
  return (
    <div className={styles.cardFooter}>
      {completion ? (
        <span className={styles.cardScore} data-testid="set-score">
          <span className={styles.scoreValue}>
            {completion.score}/{completion.total}
          </span>
          <span className="visually-hidden"> right at the first try, completed</span>{' '}
          <span>
            {completion.mode === 'meaning' && (
              <span className={styles.scoreMode} title="Completed in the meaning → word mode">
                by meaning ·{' '}
              </span>
            )}
            <time dateTime={completion.completedAt}>{completionDate(completion)}</time>
          </span>
        </span>
      ) : (
        <span className={styles.cardCount}>
          {count} {count === 1 ? unit : `${unit}s`}
        </span>
      )}
      <span className={isCompleted ? styles.actionDone : styles.action}>
        {isCompleted ? 'Completed' : 'Start'}
        {!isCompleted && <span aria-hidden="true"> →</span>}
      </span>
    </div>
  );
}

function StatusPanel(props: {
  tone: 'error' | 'empty';
  title: string;
  text: string;
  action?: string;
  onAction?: () => void;
}) {
  return (
    <div className={`${styles.status} ${props.tone === 'error' ? styles.statusError : ''}`} role="status">
      <span className={styles.statusIcon} aria-hidden="true">
        {props.tone === 'error' ? '!' : '📚'}
      </span>
      <h3 className={styles.statusTitle}>{props.title}</h3>
      <p className={styles.statusText}>{props.text}</p>
      {props.action && props.onAction && (
        <button type="button" className="btn btn-primary" onClick={props.onAction}>
          {props.action}
        </button>
      )}
    </div>
  );
}

/**
 * The stats' place while the sets load: the same box and labels with a shimmer where the numbers go,
 * so the page does not shift when they arrive and never shows a count that is not known yet.
 */
function StatsPlaceholder() {
  return (
    <div className={styles.stats} aria-hidden="true" data-testid="home-stats-placeholder">
      {Object.values(STAT_LABELS).map((label) => (
        <div key={label}>
          <span className={styles.statLabel}>{label}</span>
          <span className={styles.statValue}>
            <span className={`${styles.skeletonLine} ${styles.statSkeleton}`} />
          </span>
        </div>
      ))}
    </div>
  );
}

function CardSkeletons() {
  return (
    <div className={styles.grid} role="status" aria-live="polite">
      <span className="visually-hidden">Loading...</span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
          <span className={styles.skeletonLine} style={{ width: '35%' }} />
          <span className={styles.skeletonLine} style={{ width: '55%', height: 22 }} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} style={{ width: '80%' }} />
          <span className={styles.skeletonLine} style={{ width: '60%' }} />
          <span className={`${styles.skeletonLine} ${styles.skeletonFooter}`} />
        </div>
      ))}
    </div>
  );
}
