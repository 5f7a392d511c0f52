// Sound on by default; off silences autoplay and the success and error sounds.
import { useT } from '@/i18n/i18n';
import { SpeakerIcon, SpeakerOffIcon } from './practice-icons';
import styles from './sound-toggle.module.css';

export function SoundToggle({ enabled, onToggle }: { enabled: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`${styles.soundToggle} ${enabled ? styles.soundOn : ''}`}
      onClick={onToggle}
      role="switch"
      aria-checked={enabled}
      aria-label={t('practice.sound')}
    >
      {enabled ? <SpeakerIcon width={18} height={18} /> : <SpeakerOffIcon width={18} height={18} />}
      <span>{enabled ? t('practice.soundOn') : t('practice.soundOff')}</span>
    </button>
  );
}
