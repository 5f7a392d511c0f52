// Home and /dictation-list: a learner's day in order. First where to continue and what is due for review,
// then the vocabulary topics and the parts of the test, each a closed disclosure, so a phone shows a short
// page. A set's card names its number in its topic or part, its size, a few Vietnamese meanings (not the
// English, which would give the answers away: the list is one tap away, hidden by default), and the score of
// its latest honest completion. It is the landing page, so it stays light: no zod, only the overviews typed
// by the contract; a visitor's record is computed by a module loaded after the page.
import { paths } from '@shared/paths';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { TProgress, TSetCompletion } from '@shared/practice/record-contract';
import { Particles } from '@/components/particles';
import { useSentenceOverview } from '@/features/practice/api/get-sentence-overview';
import { useVocabularyOverview } from '@/features/practice/api/get-vocabulary-overview';
import { useProgress } from '@/features/practice/api/get-progress';
import { useRecordSource } from '@/features/practice/record/record-context';
import { useSetNames } from '@/features/practice/lib/set-label';
import {
  completionOf,
  completionsOf,
  continueSet,
  sentenceGroups,
  vocabularyGroups,
  type Completions,
  type HomeGroup,
  type HomeSet,
} from '@/features/practice/lib/home-sets';
import { Message, useLanguage, useT, type MessageId } from '@/i18n/i18n';
import styles from './home-page.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';

// 'Try again' reloads the whole page.
const reloadPage = () => window.location.reload();

export function HomePage() {
  const t = useT();
  const vocabulary = useVocabularyOverview();
  const sentences = useSentenceOverview();
  const progress = useProgress();
  const recordWhere = useRecordSource().where;
  const { pathname } = useLocation();
  const completions = useMemo(() => completionsOf(progress.data), [progress.data]);

  useDocumentTitle(t(pathname === paths.dictationList ? 'home.title.list' : 'home.title.home'));

  // The sets render as a background (transition) update that yields to the browser every few milliseconds
  // instead of one long task; the skeletons stay until then.
  const vocabularyData = useDeferredValue(vocabulary.data);
  const sentenceData = useDeferredValue(sentences.data);
  const vocabularyPending = vocabulary.isPending || (vocabularyData === undefined && !vocabulary.isError);
  const sentencesPending = sentences.isPending || (sentenceData === undefined && !sentences.isError);

  const topics = useMemo(() => vocabularyGroups(vocabularyData), [vocabularyData]);
  const parts = useMemo(() => sentenceGroups(sentenceData), [sentenceData]);
  const allSets = useMemo(() => [...topics, ...parts].flatMap((group) => group.sets), [topics, parts]);
  const vocabularyCount = topics.reduce((sum, group) => sum + group.sets.length, 0);
  const sentenceCount = parts.reduce((sum, group) => sum + group.sets.length, 0);
  const completedCount = allSets.filter((set) => completionOf(completions, set)).length;
  const statsKnown = vocabularyData !== undefined && sentenceData !== undefined;
  const next = statsKnown ? continueSet(allSets, completions) : undefined;

  return (
    <div className={styles.page}>
      <Particles cover="viewport" />
      <div className="container">
        <header className={styles.hero}>
          <p className={styles.eyebrow}>
            <span aria-hidden="true">🎧</span> {t('home.eyebrow')}
          </p>
          <h1 className={styles.heroTitle}>
            <Message
              id="home.heading"
              values={{ hl: (chunks) => <span className={styles.highlight}>{chunks}</span> }}
            />
          </h1>
          <p className={styles.heroText}>
            {t('home.intro')} {t(recordWhere === 'account' ? 'home.savedAccount' : 'home.savedBrowser')}
          </p>
          <ContinueAction next={next} started={completedCount > 0} pending={!statsKnown && vocabularyPending} />
          {(progress.data || progress.isPending) && <RecordLinks progress={progress.data} />}
          {/* Counts only once both lists are known: a list still loading or failed is not "0 sets". The
              placeholder stands where the counts will, below the record's links, so these do not move. */}
          {(vocabularyPending || sentencesPending) && <StatsPlaceholder />}
          {statsKnown && allSets.length > 0 && (
            <dl className={styles.stats} data-testid="home-stats">
              <div>
                <dt>{t('home.stats.vocabulary')}</dt>
                <dd>{vocabularyCount}</dd>
              </div>
              <div>
                <dt>{t('home.stats.sentences')}</dt>
                <dd>{sentenceCount}</dd>
              </div>
              <div>
                <dt>{t('home.stats.completed')}</dt>
                <dd>
                  {completedCount}
                  <span className={styles.statTotal}> / {allSets.length}</span>
                </dd>
              </div>
            </dl>
          )}
        </header>

        <section className={styles.section} aria-labelledby="vocabulary-heading">
          <div className={styles.sectionHeader}>
            <h2 id="vocabulary-heading" className={styles.sectionTitle}>
              {t('home.vocabulary.heading')}
            </h2>
            {topics.length > 0 && (
              <p className={styles.sectionText}>{t('home.vocabulary.text', { topics: topics.length })}</p>
            )}
          </div>
          {vocabularyPending ? (
            <GroupSkeletons />
          ) : vocabulary.isError ? (
            <StatusPanel
              tone="error"
              title={t('home.error.title')}
              text={t('home.error.vocabulary')}
              action={t('home.tryAgain')}
              onAction={reloadPage}
            />
          ) : topics.length === 0 ? (
            <StatusPanel
              tone="empty"
              title={t('home.empty.vocabularyTitle')}
              text={t('home.empty.vocabulary')}
              action={t('home.refresh')}
              onAction={() => void Promise.all([vocabulary.refetch(), sentences.refetch()])}
            />
          ) : (
            <GroupList groups={topics} completions={completions} />
          )}
        </section>

        <section id="sentence-practice" className={styles.section} aria-labelledby="sentence-heading">
          <div className={styles.sectionHeader}>
            <h2 id="sentence-heading" className={styles.sectionTitle}>
              {t('home.sentences.heading')}
            </h2>
            <p className={styles.sectionText}>{t('home.sentences.text')}</p>
          </div>
          {sentencesPending ? (
            <GroupSkeletons />
          ) : sentences.isError ? (
            <StatusPanel
              tone="error"
              title={t('home.error.title')}
              text={t('home.error.sentences')}
              action={t('home.tryAgain')}
              onAction={reloadPage}
            />
          ) : parts.length === 0 ? (
            <StatusPanel tone="empty" title={t('home.empty.sentencesTitle')} text={t('home.empty.sentences')} />
          ) : (
            <GroupList groups={parts} completions={completions} />
          )}
        </section>
      </div>
    </div>
  );
}

/** 'Start practising' for a new visitor, 'Continue practising' with the set it leads to once they have begun. */
function ContinueAction({ next, started, pending }: { next: HomeSet | undefined; started: boolean; pending: boolean }) {
  const t = useT();
  const names = useSetNames();
  return (
    <div className={styles.heroActions}>
      {next ? (
        <Link to={next.path} className={`btn btn-primary btn-lg ${styles.continue}`} data-testid="continue-link">
          <span>
            {t(started ? 'home.continue' : 'home.start')} <span aria-hidden="true">→</span>
          </span>
          <span className={styles.continueSet}>
            {t('home.nextSet', { set: names.setTitle(next.group, next.setIndex, next.groupSets) })}
          </span>
        </Link>
      ) : (
        pending && (
          // Holds the button's place while the sets load, so nothing below moves when it appears.
          <span className={`btn btn-primary btn-lg ${styles.continue} ${styles.placeholder}`} aria-hidden="true">
            <span>{t('home.start')}</span>
            <span className={styles.continueSet}>&nbsp;</span>
          </span>
        )
      )}
      <a href="#sentence-practice" className="btn btn-secondary btn-lg">
        {t('home.sentencesJump')}
      </a>
    </div>
  );
}

/**
 * 'Ôn tập' (items due for review today) and 'Từ cần ôn' (the mistakes list). While the record loads, the
 * same boxes hold their place unseen (no links, hidden from assistive technology), so the sets below do not
 * move when the counts arrive.
 */
function RecordLinks({ progress }: { progress: TProgress | undefined }) {
  const t = useT();
  const links = [
    {
      to: paths.review.build(),
      testId: 'review-link',
      label: t('home.record.review'),
      count: progress ? progress.due.vocabulary + progress.due.sentence : 0,
      text: t('home.record.reviewDue'),
    },
    {
      to: paths.progress,
      testId: 'mistakes-link',
      label: t('home.record.mistakes'),
      count: progress?.mistakes ?? 0,
      text: t('home.record.mistakesCount'),
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
    <ul key="links" className={styles.recordLinks} aria-label={t('home.record.label')}>
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

/** Topics or parts, each a disclosure closed by default: its summary says how many sets and how many are done. */
function GroupList({ groups, completions }: { groups: HomeGroup[]; completions: Completions }) {
  const t = useT();
  const names = useSetNames();
  return (
    <ul className={styles.groups}>
      {groups.map((group) => {
        const done = group.sets.filter((set) => completionOf(completions, set)).length;
        const count = group.sets.length;
        return (
          <li key={group.key} className={styles.groupItem}>
            <details className={styles.group} data-testid="set-group">
              <summary className={styles.groupSummary}>
                <span className={styles.groupName} lang={group.group.kind === 'topic' ? 'en' : undefined}>
                  {names.groupName(group.group)}
                </span>
                <span className={styles.groupMeta}>
                  <span className={styles.groupCount}>{t('home.group.sets', { count })}</span>
                  {done > 0 &&
                    (done === count ? (
                      <span className={styles.groupDone} role="img" aria-label={t('home.group.allDone')}>
                        ✓
                      </span>
                    ) : (
                      <span className={styles.groupProgress}>{t('home.group.done', { done, count })}</span>
                    ))}
                </span>
              </summary>
              <ul className={styles.cards}>
                {group.sets.map((set) => (
                  <li key={set.position}>
                    <SetCard set={set} completion={completionOf(completions, set)} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

const CARD_TEXT: Record<
  TSetCompletion['kind'],
  { count: MessageId; sample: MessageId; show: MessageId; list: MessageId; testId: string }
> = {
  vocabulary: {
    count: 'home.card.words',
    sample: 'home.card.sampleWords',
    show: 'home.card.showWords',
    list: 'home.card.wordList',
    testId: 'vocabulary-set-card',
  },
  sentence: {
    count: 'home.card.sentences',
    sample: 'home.card.sampleSentences',
    show: 'home.card.showSentences',
    list: 'home.card.sentenceList',
    testId: 'sentence-set-card',
  },
};

function SetCard({ set, completion }: { set: HomeSet; completion: TSetCompletion | undefined }) {
  const t = useT();
  const names = useSetNames();
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const text = CARD_TEXT[set.kind];
  const isCompleted = completion !== undefined;
  return (
    <article
      className={`${styles.card} ${isCompleted ? styles.cardCompleted : ''}`}
      data-testid={text.testId}
      data-position={set.position}
      aria-label={names.setTitle(set.group, set.setIndex, set.groupSets)}
    >
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>{names.setNumber(set.setIndex, set.groupSets)}</h3>
        <span className={styles.cardCount}>{t(text.count, { count: set.items.length })}</span>
        {isCompleted && <CompletedMark />}
      </div>
      {set.sample.length > 0 && (
        <p className={styles.sample}>
          <span className="visually-hidden">{t(text.sample)}: </span>
          <span lang="vi">{set.sample.join(' · ')}</span>
          {set.items.length > set.sample.length && <span aria-hidden="true"> …</span>}
        </p>
      )}
      {completion && <CardScore completion={completion} />}
      <div className={styles.cardFooter}>
        <button
          type="button"
          className={`btn btn-ghost ${styles.listToggle}`}
          aria-expanded={listOpen}
          aria-controls={listId}
          onClick={() => setListOpen((open) => !open)}
        >
          {t(text.show)}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <Link to={set.path} className={`btn ${isCompleted ? 'btn-secondary' : 'btn-primary'}`}>
          {t(isCompleted ? 'home.card.again' : 'home.card.start')}
          <span className="visually-hidden"> — {names.setTitle(set.group, set.setIndex, set.groupSets)}</span>
        </Link>
      </div>
      <ol id={listId} className={styles.itemList} lang="en" aria-label={t(text.list)} hidden={!listOpen}>
        {set.items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ol>
    </article>
  );
}

function CardScore({ completion }: { completion: TSetCompletion }) {
  const t = useT();
  const { language } = useLanguage();
  const date = new Date(completion.completedAt).toLocaleDateString(language === 'vi' ? 'vi-VN' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <p className={styles.cardScore} data-testid="set-score">
      <span className={styles.scoreValue}>
        {completion.score}/{completion.total}
      </span>
      <span className="visually-hidden"> {t('home.card.scoreHint')}</span>
      {' · '}
      {completion.mode === 'meaning' && (
        <span className={styles.scoreMode} title={t('home.card.byMeaningTitle')}>
          {t('home.card.byMeaning')} ·{' '}
        </span>
      )}
      <time dateTime={completion.completedAt}>{date}</time>
    </p>
  );
}

function CompletedMark() {
  const t = useT();
  return (
    <span className={styles.completedMark} title={t('home.card.completed')}>
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
        <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{t('home.card.completedSet')}</span>
    </span>
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
  const t = useT();
  const labels: MessageId[] = ['home.stats.vocabulary', 'home.stats.sentences', 'home.stats.completed'];
  return (
    <div className={styles.stats} aria-hidden="true" data-testid="home-stats-placeholder">
      {labels.map((label) => (
        <div key={label}>
          <span className={styles.statLabel}>{t(label)}</span>
          <span className={styles.statValue}>
            <span className={`${styles.skeletonLine} ${styles.statSkeleton}`} />
          </span>
        </div>
      ))}
    </div>
  );
}

function GroupSkeletons(): ReactNode {
  const t = useT();
  return (
    <div className={styles.groups} role="status" aria-live="polite">
      <span className="visually-hidden">{t('home.loading')}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={`${styles.groupSummary} ${styles.skeleton}`} aria-hidden="true">
          <span className={styles.skeletonLine} style={{ width: '40%' }} />
        </div>
      ))}
    </div>
  );
}
