import { Button } from '@site/ui/button';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styles from './RowScroller.module.css';

export interface RowScrollerProps {
  /** Accessible names of the two buttons, e.g. '上一組體育熱門遊戲'. */
  prevLabel: string;
  nextLabel: string;
  /** The row; it gets the ref of its scrolling list. */
  children: (listRef: RefObject<HTMLUListElement | null>) => ReactNode;
}

/** How far from an end (px) still counts as at it: fractional scroll positions on zoomed screens. */
const EDGE = 2;

/**
 * A sideways-scrolling row with previous/next buttons (issue 19: the home's hot rows were cut on the
 * right with no way on but a trackpad). Each press moves the row by most of its visible width (the
 * cards snap to their start); a button is disabled at its end, and both when everything fits.
 * The row is measured after render and on scroll and resize, never while rendering.
 */
export function RowScroller({ prevLabel, nextLabel, children }: RowScrollerProps) {
  const listRef = useRef<HTMLUListElement | null>(null);
  const [ends, setEnds] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft <= EDGE;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - EDGE;
    setEnds((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const move = (direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * Math.max(list.clientWidth * 0.8, 1), behavior: 'smooth' });
  };

  return (
    <div className={styles.scroller}>
      {children(listRef)}
      <div className={styles.buttons}>
        <Button variant="secondary" size="sm" className={styles.button} aria-label={prevLabel} disabled={ends.start} onClick={() => move(-1)}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Button variant="secondary" size="sm" className={styles.button} aria-label={nextLabel} disabled={ends.end} onClick={() => move(1)}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
    </div>
  );
}
