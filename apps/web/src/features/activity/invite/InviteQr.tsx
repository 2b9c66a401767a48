import { Button } from '@site/ui/button';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { QrShape } from './qr';
import styles from '../promotions.module.css';

const loadQr = () => import('./qr');

/**
 * The invite link as a QR code (uqr loads with ./qr on demand, after the
 * page) and a button that saves it as a PNG; a browser that cannot is told
 * SPEC 8's 下載失敗.
 */
export function InviteQr({ value, fileName }: { value: string; fileName: string }) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const [shape, setShape] = useState<{ value: string; qr: QrShape } | null>(null);
  const [failed, setFailed] = useState(false);

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
    setFailed(false);
    try {
      const { qrPng, saveBlob } = await loadQr();
      saveBlob(await qrPng(value), fileName);
    } catch {
      setFailed(true);
    }
  };

  const qr = shape?.value === value ? shape.qr : null;
  return (
    <div className={styles.row}>
      {qr ? (
        <svg role="img" aria-label={t('invite.qrLabel')} width={168} height={168} viewBox={`0 0 ${qr.count} ${qr.count}`} shapeRendering="crispEdges" className={styles.qr}>
          <path d={qr.path} fill="#000" />
        </svg>
      ) : (
        <div className={styles.qr} role="status" aria-label={t('loading')} />
      )}
      <Button variant="secondary" size="sm" onClick={() => void download()} aria-describedby={failed ? id : undefined}>
        {t('invite.download')}
      </Button>
      {failed ? (
        <p id={id} role="alert" className={styles.bad}>
          {t('invite.downloadFailed')}
        </p>
      ) : null}
    </div>
  );
}
