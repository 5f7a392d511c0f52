// Desired retention for 'Ôn tập': how sure the learner wants to be of remembering an item
// when it comes back. Saved to the learner's settings; the record reschedules every card with it.
import { useId, useState, type FormEvent } from 'react';
import { PRACTICE_RECORD_LIMITS } from '@shared/practice/record-constants';
import { clampRetention } from '@shared/practice/record-rules';
import { RECORD_TERMS } from '@shared/practice/messages';
import { useToast } from '@/components/toast';
import { userMessageOf } from '@/lib/api-client';
import { useLearnerSettings } from '../api/get-settings';
import { useSaveLearnerSettings } from '../api/save-settings';
import { PROGRESS_MESSAGES } from '../lib/progress-messages';
import styles from './progress-page.module.css';

const { min, max, default: defaultRetention } = PRACTICE_RECORD_LIMITS.desiredRetention;
const percent = (value: number) => `${Math.round(value * 100)}%`;

export function RetentionSetting() {
  const settings = useLearnerSettings();
  return (
    <section className={styles.section} aria-labelledby="settings-heading">
      <div className={styles.sectionHeader}>
        <h2 id="settings-heading" className={styles.sectionTitle}>
          Review settings
        </h2>
      </div>
      <div className={`card ${styles.panel}`}>
        {settings.isPending ? (
          <p className={styles.muted} role="status">
            Loading...
          </p>
        ) : settings.isError ? (
          <p className="form-error" role="alert" lang="vi">
            {userMessageOf(settings.error, PROGRESS_MESSAGES.settingsLoadFailed)}
          </p>
        ) : (
          <RetentionForm saved={settings.data.desiredRetention} />
        )}
      </div>
    </section>
  );
}

function RetentionForm({ saved }: { saved: number }) {
  const id = useId();
  const toast = useToast();
  const save = useSaveLearnerSettings();
  const [value, setValue] = useState(saved);
  // A new saved value (this save, a reset, another device) becomes the form's value; the form is not
  // remounted, so the focused control keeps focus.
  const [savedShown, setSavedShown] = useState(saved);
  if (saved !== savedShown) {
    setSavedShown(saved);
    setValue(saved);
  }
  const isChanged = Math.round(value * 100) !== Math.round(saved * 100);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isChanged || save.isPending) return;
    try {
      await save.mutateAsync({ desiredRetention: clampRetention(Math.round(value * 100) / 100) });
      toast.show({ message: PROGRESS_MESSAGES.settingsSaved, variant: 'success' });
    } catch (error) {
      toast.show({ message: userMessageOf(error, PROGRESS_MESSAGES.settingsFailed), variant: 'error' });
    }
  };

  return (
    <form className={styles.retentionForm} onSubmit={(event) => void onSubmit(event)}>
      <div className={styles.retentionField}>
        <label htmlFor={`${id}-retention`} className={styles.retentionLabel}>
          Desired retention
        </label>
        <output htmlFor={`${id}-retention`} className={styles.retentionValue} data-testid="retention-value">
          {percent(value)}
        </output>
        <input
          id={`${id}-retention`}
          className={styles.range}
          type="range"
          min={min}
          max={max}
          step={0.01}
          value={value}
          aria-valuetext={percent(value)}
          aria-describedby={`${id}-help`}
          onChange={(event) => setValue(Number(event.target.value))}
        />
        <div className={styles.rangeEnds} aria-hidden="true">
          <span>{percent(min)}: fewer reviews</span>
          <span>{percent(max)}: more reviews</span>
        </div>
      </div>
      <div id={`${id}-help`} className={styles.help}>
        <p>
          The chance you want to still remember an item when it comes back in{' '}
          <span lang="vi">{RECORD_TERMS.review}</span>. At {percent(defaultRetention)} (the default) you should recall
          about 9 items in 10.
        </p>
        <p>
          Higher brings items back sooner, so you forget less but review more each day. Lower spaces reviews further
          apart: fewer reviews, more forgetting. Every item you have met is rescheduled when you save.
        </p>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" aria-disabled={!isChanged || save.isPending || undefined}>
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
        {isChanged && (
          <button type="button" className="btn btn-ghost" onClick={() => setValue(saved)}>
            Cancel change
          </button>
        )}
      </div>
    </form>
  );
}
