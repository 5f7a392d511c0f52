// Desired retention for 'Ôn tập': how sure the learner wants to be of remembering an item
// when it comes back. Saved to the learner's settings; the record reschedules every card with it.
import { useId, useState, type FormEvent } from 'react';
import { PRACTICE_RECORD_LIMITS } from '@shared/practice/record-constants';
import { clampRetention } from '@shared/practice/record-rules';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useLearnerSettings } from '../api/get-settings';
import { useSaveLearnerSettings } from '../api/save-settings';
import { usePercent } from '../hooks/use-percent';
import styles from './progress-page.module.css';

const { min, max, default: defaultRetention } = PRACTICE_RECORD_LIMITS.desiredRetention;

export function RetentionSetting() {
  const t = useT();
  const settings = useLearnerSettings();
  return (
    <section className={styles.section} aria-labelledby="settings-heading">
      <div className={styles.sectionHeader}>
        <h2 id="settings-heading" className={styles.sectionTitle}>
          {t('progress.settings.heading')}
        </h2>
      </div>
      <div className={`card ${styles.panel}`}>
        {settings.isPending ? (
          <p className={styles.muted} role="status">
            {t('common.loading')}
          </p>
        ) : settings.isError ? (
          <p className="form-error" role="alert">
            {userMessageOf(settings.error, t('progress.settings.loadFailed'))}
          </p>
        ) : (
          <RetentionForm saved={settings.data.desiredRetention} />
        )}
      </div>
    </section>
  );
}

function RetentionForm({ saved }: { saved: number }) {
  const t = useT();
  const toPercent = usePercent();
  const percent = (value: number) => toPercent(Math.round(value * 100));
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
      toast.show({ message: t('progress.settings.saved'), variant: 'success' });
    } catch (error) {
      toast.show({ message: userMessageOf(error, t('progress.settings.saveFailed')), variant: 'error' });
    }
  };

  return (
    <form className={styles.retentionForm} onSubmit={(event) => void onSubmit(event)}>
      <div className={styles.retentionField}>
        <label htmlFor={`${id}-retention`} className={styles.retentionLabel}>
          {t('progress.settings.retention')}
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
          <span>{t('progress.settings.fewer', { percent: percent(min) })}</span>
          <span>{t('progress.settings.more', { percent: percent(max) })}</span>
        </div>
      </div>
      <div id={`${id}-help`} className={styles.help}>
        <p>{t('progress.settings.help', { percent: percent(defaultRetention) })}</p>
        <p>{t('progress.settings.helpMore')}</p>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" aria-disabled={!isChanged || save.isPending || undefined}>
          {t(save.isPending ? 'progress.settings.saving' : 'progress.settings.save')}
        </button>
        {isChanged && (
          <button type="button" className="btn btn-ghost" onClick={() => setValue(saved)}>
            {t('progress.settings.cancelChange')}
          </button>
        )}
      </div>
    </form>
  );
}
