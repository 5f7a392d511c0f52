// The note a check may leave beside the answer (practice-state.ts, CheckNote): a homophone accepted with the
// taught word and its meaning, or a Vietnamese keyboard left on.
import { Message } from '@/i18n/i18n';
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
      <p className={styles.keyboardNote} role="alert" data-testid="check-note">
        <Message id="practice.note.keyboard" />
      </p>
    );
  }
  if (note === 'homophone' && word) {
    const taught = (
      <em lang="en" className={styles.homophoneWord}>
        {word}
      </em>
    );
    return (
      <p className={styles.homophoneNote} data-testid="check-note">
        {meaning ? (
          <Message
            id="practice.note.homophoneMeaning"
            values={{ word: taught, meaning: <span lang="vi">{meaning}</span> }}
          />
        ) : (
          <Message id="practice.note.homophone" values={{ word: taught }} />
        )}
      </p>
    );
  }
  return null;
}
