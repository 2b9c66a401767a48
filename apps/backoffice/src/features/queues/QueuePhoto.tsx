import { Dialog } from '@site/ui/dialog';
import { useEffect, useState } from 'react';
import { fetchQueuePhoto } from '../../api/queuePhoto';
import { useTranslation } from '../../i18n/useTranslation';

type PhotoState = { url: string | null; failed: boolean };

/**
 * A review photo: fetched with the staff token (fetchQueuePhoto) and shown through an object URL, revoked when the
 * photo leaves the page or its address changes. The thumbnail opens the photo large in a dialog.
 */
export function QueuePhoto({ address, label, account }: { address: string; label: string; account: string }) {
  const { t } = useTranslation('queues');
  const [state, setState] = useState<PhotoState>({ url: null, failed: false });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ url: null, failed: false });
    fetchQueuePhoto(address, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [address]);

  const alt = t('photo.alt', { account, label });
  if (state.failed) return <span className="bo-photo bo-photo--missing">{t('photo.failed')}</span>;
  if (!state.url) {
    return (
      <span className="bo-photo bo-photo--loading" role="status">
        <span className="bo-visually-hidden">{t('photo.loading')}</span>
      </span>
    );
  }
  return (
    <>
      <figure className="bo-photo">
        <img src={state.url} alt={alt} />
        <figcaption>
          {label}
          <button type="button" className="bo-button bo-button--link" onClick={() => setOpen(true)} aria-label={t('photo.enlarge', { label: alt })}>
            {t('photo.zoom')}
          </button>
        </figcaption>
      </figure>
      <Dialog open={open} onOpenChange={setOpen} title={alt} closeLabel={t('actions.close')} className="bo-photo-dialog">
        <img className="bo-photo-dialog__image" src={state.url} alt={alt} />
      </Dialog>
    </>
  );
}

/** The photos of one item, each labelled (ID front, back, card cover). */
export function QueuePhotos({ photos, labels, account }: { photos: readonly string[]; labels: readonly string[]; account: string }) {
  const { t } = useTranslation('queues');
  if (photos.length === 0) return <span>{t('photo.none')}</span>;
  return (
    <ul className="bo-photos">
      {photos.map((address, index) => (
        <li key={address}>
          <QueuePhoto address={address} account={account} label={labels[index] ?? String(index + 1)} />
        </li>
      ))}
    </ul>
  );
}
