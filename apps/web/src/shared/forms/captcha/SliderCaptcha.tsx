import { Button } from '@site/ui/button';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useFormMessages } from '../messages';
import { useSliderChallenge, type SliderChallenge } from './api/useSliderChallenge';
import type { CaptchaAdapterProps } from './types';
import fields from '../forms.module.css';
import styles from './captcha.module.css';

const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

/**
 * Slider captcha: drag the piece into the gap with a mouse or a finger
 * (pointer events), or move it with the arrow keys and confirm with Enter.
 * The answer is the piece's x in px of the picture (320 px wide).
 */
export function SliderCaptcha({ language, onSolved, onFailed }: CaptchaAdapterProps) {
  const { t } = useFormMessages();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startClientX: number; startX: number } | null>(null);
  const { mutateAsync: newChallenge } = useSliderChallenge();
  const failed = useRef(onFailed);
  failed.current = onFailed;

  const load = useCallback(async () => {
    setChallenge(null);
    setX(0);
    try {
      setChallenge(await newChallenge());
    } catch {
      failed.current();
    }
  }, [newChallenge]);

  useEffect(() => {
    void load();
  }, [load]);

  const max = challenge ? challenge.width - challenge.pieceSize : 0;
  /** Picture px per screen px: the picture may be drawn narrower than 320 px on a small screen. */
  const scale = () => {
    const shown = frame.current?.getBoundingClientRect().width ?? 0;
    return challenge && shown > 0 ? challenge.width / shown : 1;
  };

  const submit = (value: number) => {
    if (!challenge || value <= 0) return;
    onSolved({ channelName: 'slider', imgToken: `${challenge.uuid}:${clamp(value, max)}`, channelLanguage: language });
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!challenge) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startClientX: event.clientX, startX: x };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    setX(clamp(d.startX + (event.clientX - d.startClientX) * scale(), max));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const next = clamp(d.startX + (event.clientX - d.startClientX) * scale(), max);
    setX(next);
    submit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!challenge) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      submit(x);
      return;
    }
    const step = KEY_STEPS[event.key];
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? max : step === undefined ? null : x + step * (event.shiftKey ? 10 : 1);
    if (next === null) return;
    event.preventDefault();
    setX(clamp(next, max));
  };

  const percent = (value: number) => (challenge ? `${(value / challenge.width) * 100}%` : '0');
  const pointer = { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
  return (
    <div className={styles.captcha}>
      <p className={fields.hint}>{t('captcha.sliderHint')}</p>
      <div
        ref={frame}
        className={styles.sliderFrame}
        style={challenge ? { aspectRatio: `${challenge.width} / ${challenge.height}` } : undefined}
      >
        {challenge ? (
          <>
            <img src={challenge.image} alt={t('captcha.sliderImageAlt')} className={styles.sliderImage} draggable={false} />
            <img
              src={challenge.piece}
              alt=""
              aria-hidden="true"
              draggable={false}
              className={styles.sliderPiece}
              style={{ left: percent(x), top: `${(challenge.pieceY / challenge.height) * 100}%`, width: percent(challenge.pieceSize) }}
              {...pointer}
            />
          </>
        ) : (
          <span className={styles.captchaPlaceholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.sliderTrack}>
        <div
          role="slider"
          tabIndex={challenge ? 0 : -1}
          aria-label={t('captcha.sliderLabel')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-disabled={challenge ? undefined : true}
          className={[styles.sliderHandle, dragging ? styles.sliderHandleActive : ''].join(' ')}
          style={{ left: percent(x), width: challenge ? percent(challenge.pieceSize) : undefined }}
          onKeyDown={onKeyDown}
          {...pointer}
        >
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <path d="M3 9h12M11 5l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => void load()} aria-label={t('captcha.refresh')}>
          {t('captcha.refreshShort')}
        </Button>
        <Button onClick={() => submit(x)} disabled={!challenge || x <= 0}>
          {t('captcha.confirm')}
        </Button>
      </div>
    </div>
  );
}
