import { useState } from 'react';
import styles from './HeaderUser.module.css';

export interface AvatarProps {
  src: string | null | undefined;
  /** The initial shown while there is no picture (or it fails to load). */
  name: string;
  size?: number;
}

/** The player's avatar; decorative (the button or text around it names it). */
export function Avatar({ src, name, size = 36 }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src && failed !== src;
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {show ? (
        <img src={src} alt="" width={size} height={size} onError={() => setFailed(src)} />
      ) : (
        <span className={styles.initial}>{(name.trim()[0] ?? '?').toUpperCase()}</span>
      )}
    </span>
  );
}
