// The edit dialog's 'Cho phép khách tải xuống' (off by default): visitors may download the file while it
// is public; a private file's switch waits until it is made public again.
import { useT } from '@/i18n/i18n';
import styles from './file-modals.module.css';
import own from './visitor-download-switch.module.css';

export function VisitorDownloadSwitch({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const t = useT();
  return (
    <label className={`${styles.toggle} ${own.switch}`}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <strong>{t('files.edit.visitorDownload')}</strong>
        <small>{t('files.edit.visitorDownloadHint')}</small>
      </span>
    </label>
  );
}
