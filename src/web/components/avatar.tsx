// User photo with the generated-initials fallback of SPEC §2 (drawn by our server, /api/v4/avatar).
import { useState } from 'react';
import { API_BASE } from '@shared/constants';
import styles from './avatar.module.css';

function initialsAvatarUrl(name: string | null | undefined, size: number): string {
  return `${API_BASE}/avatar?name=${encodeURIComponent(name?.trim() || '?')}&size=${size}`;
}

interface AvatarProps {
  name: string | null | undefined;
  photoUrl: string | null | undefined;
  size?: number;
}

export function Avatar({ name, photoUrl, size = 36 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const src = photoUrl && !failed ? photoUrl : initialsAvatarUrl(name, size * 2);
  return (
    <img
      className={styles.avatar}
      src={src}
      alt={name ? `Ảnh đại diện của ${name}` : 'Ảnh đại diện'}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
