// The switch between the two ways of asking a vocabulary word: native radio buttons, so
// Tab reaches the group and the arrow keys change the mode, as in any radio group.
import { PRACTICE_MODES } from '@shared/practice/record-constants';
import type { TPracticeMode } from '@shared/practice/record-contract';
import { useT, type MessageId } from '@/i18n/i18n';
import { HeadphonesIcon, MeaningIcon } from './practice-icons';
import styles from './practice-mode-switch.module.css';

const ICONS: Record<TPracticeMode, typeof HeadphonesIcon> = { listen: HeadphonesIcon, meaning: MeaningIcon };
const LABELS: Record<TPracticeMode, MessageId> = { listen: 'practice.mode.listen', meaning: 'practice.mode.meaning' };

export function PracticeModeSwitch({
  mode,
  onChange,
}: {
  mode: TPracticeMode;
  onChange: (mode: TPracticeMode) => void;
}) {
  const t = useT();
  return (
    <fieldset className={styles.modeSwitch} data-testid="practice-mode">
      <legend className="visually-hidden">{t('practice.mode.legend')}</legend>
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
            <span>{t(LABELS[option])}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
