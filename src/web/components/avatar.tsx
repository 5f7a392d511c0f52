// User photo with the generated-initials fallback (drawn by our server, /api/v4/avatar).
import { useState } from 'react';
import { API_BASE } from '@shared/constants';
import { useT } from '@/i18n/i18n';
import styles from './avatar.module.css';

function initialsAvatarUrl(name: string | null | undefined, size: number): string {
  return `${API_BASE}/avatar?name=${encodeURIComponent(name?.trim() || '?')}&size=${size}`;
}

interface AvatarProps {
  name: string | null | undefined;
  photoUrl: string | null | undefined;
  size?: number;
  /** Beside the name it pictures (a link with the name): no text of its own, so the name is read once. */
  decorative?: boolean;
}

export function Avatar({ name, photoUrl, size = 36, decorative = false }: AvatarProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const src = photoUrl && !failed ? photoUrl : initialsAvatarUrl(name, size * 2);
  return (
    <img
      className={styles.avatar}
      src={src}
      alt={decorative ? '' : name ? t('common.avatarAlt', { name }) : t('common.avatarAltAnonymous')}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
