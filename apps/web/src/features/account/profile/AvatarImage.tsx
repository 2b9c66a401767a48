import { useState } from 'react';
import styles from '../shared/account.module.css';

/** The player's avatar in the profile row; decorative (the row names it); the initial when there is none or it fails to load. */
export function AvatarImage({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={styles.avatar} aria-hidden="true">
      {src && failed !== src ? <img src={src} alt="" width={48} height={48} onError={() => setFailed(src)} /> : (name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
