// The pieces both practice screens share:
// the item line with the sound toggle, the audio button, the show-answer bulb and fast forward, the verdict
// under the answer, and the loading / error / empty gate in front of a set.
import type { ReactElement, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Message, useT, type MessageId } from '@/i18n/i18n';
import { describeLoadFailure } from '@/features/practice/lib/set-query';
import type { CheckResult } from '@/features/practice/lib/practice-state';
import { useKeyboardInUse } from '@/features/practice/hooks/use-keyboard-in-use';
import { BulbIcon, FastForwardIcon, SpeakerIcon } from './practice-icons';
import { PracticeEmpty, PracticeError, PracticeLoading } from './practice-status';
import { SoundToggle } from './sound-toggle';
import styles from './practice-card-parts.module.css';
import screen from './practice-screen.module.css';

/**
 * What a practice screen shows instead of its set: loading, the error panel, or the empty state (an
 * empty set, or the first set of a topic or part that has none). Null once the set is there. `messages`
 * are already translated (a component's `t`).
 */
export function renderSetQueryState<TSet extends { items: unknown[] }>(
  query: UseQueryResult<TSet, unknown>,
  setIndex: number,
  messages: { loadFailed: string; empty: string },
): ReactElement | null {
  if (query.isPending) return <PracticeLoading />;
  const refresh = () => void query.refetch();
  if (query.isError) {
    const failure = describeLoadFailure(query.error, setIndex, messages.loadFailed);
    return failure.kind === 'empty' ? (
      <PracticeEmpty message={messages.empty} onRefresh={refresh} />
    ) : (
      <PracticeError message={failure.message} />
    );
  }
  if (query.data.items.length === 0) return <PracticeEmpty message={messages.empty} onRefresh={refresh} />;
  return null;
}

/** 'Word i of n' / 'Sentence i of n' with the sound toggle and the other sound controls (`children`). */
const ITEM_LINES: Record<'word' | 'sentence', MessageId> = {
  word: 'practice.word.itemLine',
  sentence: 'practice.sentence.itemLine',
};

export function ItemLine({
  kind,
  index,
  length,
  soundEnabled,
  onToggleSound,
  children,
}: {
  kind: 'word' | 'sentence';
  index: number;
  length: number;
  soundEnabled: boolean;
  onToggleSound: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.cardTop}>
      <p className={styles.itemLabel}>
        <Message id={ITEM_LINES[kind]} values={{ number: index + 1, total: length }} />
      </p>
      <div className={styles.soundControls}>
        {children}
        <SoundToggle enabled={soundEnabled} onToggle={onToggleSound} />
      </div>
    </div>
  );
}

/** The big audio button with its Shift + Click hint. */
export function ListenButton({ onPlay }: { onPlay: () => void }) {
  const t = useT();
  const isKeyboardInUse = useKeyboardInUse();
  return (
    <div className={styles.listen}>
      <button
        type="button"
        className={styles.audioButton}
        onClick={onPlay}
        aria-label={t('practice.playAudio')}
        title={isKeyboardInUse ? t('practice.playAudioHint') : undefined}
      >
        <SpeakerIcon width={34} height={34} />
      </button>
      {isKeyboardInUse && (
        <span className={styles.hint}>
          <Message id="practice.shiftClick" values={{ kbd: (chunks) => <kbd>{chunks}</kbd> }} />
        </span>
      )}
    </div>
  );
}

/** The lightbulb that shows or hides the answer (Ctrl + Click). */
export function AnswerToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const t = useT();
  const isKeyboardInUse = useKeyboardInUse();
  return (
    <button
      type="button"
      className={`${styles.bulbButton} ${shown ? styles.bulbOn : ''}`}
      onClick={onToggle}
      // One name; aria-pressed says whether the answer shows (a changing name would contradict it).
      aria-label={t('practice.showAnswer')}
      aria-pressed={shown}
      title={isKeyboardInUse ? t('practice.showAnswerHint') : t('practice.showAnswer')}
    >
      <BulbIcon width={22} height={22} />
    </button>
  );
}

export function FastForwardButton({ title, onClick }: { title: string; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`btn btn-ghost ${styles.fastForward}`}
      data-icon-only
      onClick={onClick}
      aria-label={t('practice.fastForward')}
      title={title}
    >
      <FastForwardIcon width={18} height={18} />
    </button>
  );
}

/**
 * The verdict under the answer: the note that an item comes round again (before its check), 'right', or
 * the screen's own words for a wrong check.
 */
export function CheckVerdict({
  result,
  repeat,
  wrong,
}: {
  result: CheckResult | undefined;
  repeat: boolean;
  wrong: ReactNode;
}) {
  if (result === 'correct') {
    return (
      <p className={screen.feedbackCorrect}>
        <Message id="practice.correct" />
      </p>
    );
  }
  if (result === 'wrong') return <p className={screen.feedbackWrong}>{wrong}</p>;
  return repeat && result === 'unchecked' ? (
    <p className={screen.repeatNote}>
      <Message id="practice.repeatNote" />
    </p>
  ) : null;
}
