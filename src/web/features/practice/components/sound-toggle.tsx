// Sound on by default; off silences autoplay and the success and error sounds.
import { SpeakerIcon, SpeakerOffIcon } from './practice-icons';
import styles from './sound-toggle.module.css';

export function SoundToggle({ enabled, onToggle }: { enabled: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.soundToggle} ${enabled ? styles.soundOn : ''}`}
      onClick={onToggle}
      role="switch"
      aria-checked={enabled}
      aria-label="Sound"
    >
      {enabled ? <SpeakerIcon width={18} height={18} /> : <SpeakerOffIcon width={18} height={18} />}
      <span>{enabled ? 'Sound on' : 'Sound off'}</span>
    </button>
  );
}
