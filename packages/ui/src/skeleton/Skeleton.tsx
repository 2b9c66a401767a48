import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
  className?: string;
}

/** A placeholder block of a known size, so content arriving later does not shift the page. */
export function Skeleton({ width = '100%', height = 16, circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[styles.skeleton, circle ? styles.circle : undefined, className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
