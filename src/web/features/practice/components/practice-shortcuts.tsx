// Footer of both practice screens: the keyboard shortcuts, shown only where a keyboard is in use.
import type { ReactNode } from 'react';
import { Message, useT, type MessageId } from '@/i18n/i18n';
import { useKeyboardInUse } from '@/features/practice/hooks/use-keyboard-in-use';
import styles from './practice-shortcuts.module.css';

interface PracticeShortcutsProps {
  /** What Enter does now: check the answer, or go on once it is correct. */
  enterAction: MessageId;
  /** Sentence mode: Tab moves to the next word. */
  showTab?: boolean;
  /** A line of an exchange after its first turn: Alt+R replays the exchange so far. */
  replayKind?: 'talk' | 'conversation' | null;
  /** False in the meaning mode, which plays nothing. */
  showPlayAudio?: boolean;
}

const kbd = (chunks: ReactNode[]) => <kbd>{chunks}</kbd>;

export function PracticeShortcuts({
  enterAction,
  showTab = false,
  replayKind = null,
  showPlayAudio = true,
}: PracticeShortcutsProps) {
  const t = useT();
  const isKeyboardInUse = useKeyboardInUse();
  if (!isKeyboardInUse) return null;
  return (
    <footer className={styles.shortcuts} aria-label={t('practice.shortcuts.label')} data-testid="practice-shortcuts">
      <Shortcut id="practice.shortcuts.enter" values={{ action: <Message id={enterAction} /> }} />
      {showTab && <Shortcut id="practice.shortcuts.tab" />}
      {showPlayAudio && <Shortcut id="practice.shortcuts.shift" />}
      <Shortcut id="practice.shortcuts.answer" />
      {replayKind && <Shortcut id="practice.shortcuts.replay" values={{ kind: replayKind }} />}
    </footer>
  );
}

function Shortcut({ id, values }: { id: MessageId; values?: Record<string, ReactNode> }) {
  return (
    <span className={styles.shortcut}>
      <Message id={id} values={{ ...values, kbd }} />
    </span>
  );
}
