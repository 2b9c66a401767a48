import { Button } from '@site/ui/button';
import { useEffect, useId, useState } from 'react';
import type { QrShape } from './qr';
import styles from './ShareableQr.module.css';

const loadQr = () => import('./qr');

/** The words of the feature that shows the code, from its own namespace. */
export interface ShareableQrWords {
  /** The picture's accessible name (邀請連結 QR Code). */
  qrLabel: string;
  /** Said while the code is drawn. */
  loading: string;
  download: string;
  /** SPEC 8's 下載失敗. */
  downloadFailed: string;
  share: string;
  /** The title handed to the device's share sheet with the link. */
  shareTitle: string;
  /** Said once the link is copied, where the browser cannot share. */
  copied: string;
  /** SPEC 8's 複製失敗. */
  copyFailed: string;
}

type Result = { kind: 'downloadFailed' | 'copyFailed' | 'copied' } | null;

/** A share sheet closed by the player is not a failure. */
const dismissed = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A link as a QR code (uqr loads with ./qr on demand, after the page), a button that saves the code as a
 * PNG and one that shares the link: the device's share sheet (navigator.share) where there is one, else
 * the link copied. Used by the player's invite page and the agent's invite link (issue 34), each with its
 * own words. The browser is asked only in the clicks, never while rendering.
 */
export function ShareableQr({ value, fileName, words }: { value: string; fileName: string; words: ShareableQrWords }) {
  const id = useId();
  const [shape, setShape] = useState<{ value: string; qr: QrShape } | null>(null);
  const [result, setResult] = useState<Result>(null);

  useEffect(() => {
    let live = true;
    loadQr()
      .then(({ qrShape }) => {
        if (live) setShape({ value, qr: qrShape(value) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value]);

  const download = async () => {
    setResult(null);
    try {
      const { qrPng, saveBlob } = await loadQr();
      saveBlob(await qrPng(value), fileName);
    } catch {
      setResult({ kind: 'downloadFailed' });
    }
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setResult({ kind: 'copied' });
    } catch {
      setResult({ kind: 'copyFailed' });
    }
  };

  const share = async () => {
    setResult(null);
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({ title: words.shareTitle, url: value });
    } catch (error) {
      // Refused (no permission, nothing to share with): the link is copied instead.
      if (!dismissed(error)) await copy();
    }
  };

  const qr = shape?.value === value ? shape.qr : null;
  const said = result ? words[result.kind] : null;
  return (
    <div className={styles.root}>
      {qr ? (
        <svg role="img" aria-label={words.qrLabel} viewBox={`0 0 ${qr.count} ${qr.count}`} shapeRendering="crispEdges" className={styles.qr}>
          <path d={qr.path} fill="#000" />
        </svg>
      ) : (
        <div className={styles.qr} role="status" aria-label={words.loading} />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => void download()} aria-describedby={result?.kind === 'downloadFailed' ? id : undefined}>
          {words.download}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void share()} aria-describedby={result && result.kind !== 'downloadFailed' ? id : undefined}>
          {words.share}
        </Button>
      </div>
      {said ? (
        <p id={id} role={result?.kind === 'copied' ? 'status' : 'alert'} className={result?.kind === 'copied' ? styles.ok : styles.bad}>
          {said}
        </p>
      ) : null}
    </div>
  );
}
