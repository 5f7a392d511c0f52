// Footer of both practice screens: the keyboard shortcuts.
import styles from './practice-shortcuts.module.css';

interface PracticeShortcutsProps {
  /** What Enter does now: check the answer, or go on once it is correct. */
  enterLabel: string;
  /** Sentence mode: Tab moves to the next word. */
  showTab?: boolean;
  /** A line of an exchange after its first turn: Alt+R replays the exchange ('conversation' or 'talk') so far. */
  replayNoun?: string | null;
  /** False in the meaning mode, which plays nothing. */
  showPlayAudio?: boolean;
}

export function PracticeShortcuts({
  enterLabel,
  showTab = false,
  replayNoun = null,
  showPlayAudio = true,
}: PracticeShortcutsProps) {
  return (
    <footer className={styles.shortcuts} aria-label="Keyboard shortcuts">
      <span className={styles.shortcut}>
        <kbd>Enter</kbd> {enterLabel}
      </span>
      {showTab && (
        <span className={styles.shortcut}>
          <kbd>Tab</kbd> Next word
        </span>
      )}
      {showPlayAudio && (
        <span className={styles.shortcut}>
          <kbd>Shift</kbd> Play audio
        </span>
      )}
      <span className={styles.shortcut}>
        <kbd>Ctrl</kbd> or <kbd>Alt</kbd>+<kbd>A</kbd> Show / hide answer
      </span>
      {replayNoun && (
        <span className={styles.shortcut}>
          <kbd>Alt</kbd>+<kbd>R</kbd> Replay {replayNoun}
        </span>
      )}
    </footer>
  );
}
