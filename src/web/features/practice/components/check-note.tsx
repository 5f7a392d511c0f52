// The note a check may leave beside the answer (practice-state.ts, CheckNote): a homophone accepted with the
// taught word and its meaning, or a Vietnamese keyboard left on. In Vietnamese, inside the English page.
import { ANSWER_NOTES } from '@shared/practice/messages';
import type { CheckNote as TCheckNote } from '@/features/practice/lib/practice-state';
import styles from './practice-screen.module.css';

interface CheckNoteProps {
  note: TCheckNote | null;
  /** The taught word and its meaning, for the homophone's note (word mode). */
  word?: string;
  meaning?: string;
}

export function CheckNote({ note, word, meaning }: CheckNoteProps) {
  if (note === 'keyboard') {
    return (
      <p className={styles.keyboardNote} lang="vi" role="alert" data-testid="check-note">
        {ANSWER_NOTES.keyboard}
      </p>
    );
  }
  if (note === 'homophone' && word) {
    return (
      <p className={styles.homophoneNote} lang="vi" data-testid="check-note">
        {ANSWER_NOTES.homophoneHeard}{' '}
        <em lang="en" className={styles.homophoneWord}>
          {word}
        </em>
        {meaning ? ` (${meaning}).` : '.'}
      </p>
    );
  }
  return null;
}
