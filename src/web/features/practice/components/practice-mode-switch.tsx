// The switch between the two ways of asking a vocabulary word: native radio buttons, so
// Tab reaches the group and the arrow keys change the mode, as in any radio group.
import { PRACTICE_MODES } from '@shared/practice/record-constants';
import type { TPracticeMode } from '@shared/practice/record-contract';
import { PRACTICE_MODE_LABELS } from '@/features/practice/lib/practice-mode';
import { HeadphonesIcon, MeaningIcon } from './practice-icons';
import styles from './practice-mode-switch.module.css';

const ICONS: Record<TPracticeMode, typeof HeadphonesIcon> = { listen: HeadphonesIcon, meaning: MeaningIcon };

export function PracticeModeSwitch({
  mode,
  onChange,
}: {
  mode: TPracticeMode;
  onChange: (mode: TPracticeMode) => void;
}) {
  return (
    <fieldset className={styles.modeSwitch} data-testid="practice-mode">
      <legend className="visually-hidden">Practice mode (changing it starts the set again)</legend>
      {PRACTICE_MODES.map((option) => {
        const Icon = ICONS[option];
        return (
          <label key={option} className={`${styles.option} ${option === mode ? styles.selected : ''}`}>
            <input
              type="radio"
              className={styles.radio}
              name="practice-mode"
              value={option}
              checked={option === mode}
              onChange={() => onChange(option)}
            />
            <Icon width={16} height={16} />
            <span>{PRACTICE_MODE_LABELS[option]}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
