import type { LetterCampaign } from '@site/contract/api/staff-letters';
import { useId, useState, type FormEvent } from 'react';
import { useCreateLetter } from '../../api/useCreateLetter';
import { useLetterReach } from '../../api/useLetterReach';
import { useTranslation } from '../../i18n/useTranslation';
import { letterHtml } from '../players/LetterDialog';
import { lettersErrorText } from './lettersError';
import { EMPTY_SEGMENT, segmentOf, type SegmentFields } from './segment';
import { SegmentFieldset } from './SegmentFieldset';

/**
 * A letter to many players: its title and text (plain text, paragraphs kept), the segment, how many players it
 * reaches now (asked of the server), and when: now or at a time (the browser's clock, sent as an instant).
 */
export function LetterComposer({ onSent }: { onSent: (c: LetterCampaign) => void }) {
  const { t } = useTranslation('letters');
  const id = useId();
  const reach = useLetterReach();
  const create = useCreateLetter();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [segment, setSegment] = useState<SegmentFields>(EMPTY_SEGMENT);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [tried, setTried] = useState(false);

  const changeSegment = (next: SegmentFields) => {
    setSegment(next);
    reach.reset();
  };
  const missing = !title.trim() || !text.trim() || (when === 'later' && !at);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing) return;
    const sendAt = when === 'later' ? new Date(at).toISOString() : null;
    create.mutate(
      { title: title.trim(), html: letterHtml(text), segment: segmentOf(segment), sendAt },
      {
        onSuccess: (made) => {
          setTitle('');
          setText('');
          setSegment(EMPTY_SEGMENT);
          setTried(false);
          reach.reset();
          onSent(made);
        },
      },
    );
  };
  const error = tried && missing ? t('compose.missing') : create.isError ? lettersErrorText(create.error, t) : reach.isError ? lettersErrorText(reach.error, t) : null;
  return (
    <form className="bo-form bo-letters-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('compose.title')}</h2>
      <label className="bo-field">
        <span>{t('compose.subject')}</span>
        <input value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} aria-invalid={(tried && !title.trim()) || undefined} />
      </label>
      <label className="bo-field">
        <span>{t('compose.text')}</span>
        <textarea rows={5} maxLength={10_000} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={(tried && !text.trim()) || undefined} />
      </label>
      <SegmentFieldset value={segment} onChange={changeSegment} />
      <div className="bo-letters-reach">
        <button type="button" className="bo-button bo-button--ghost" disabled={reach.isPending} onClick={() => reach.mutate({ segment: segmentOf(segment) })}>
          {t('compose.count')}
        </button>
        <p role="status" className="bo-letters-count">{reach.data ? t('compose.reach', { count: reach.data.players }) : ''}</p>
      </div>
      <fieldset className="bo-letters-when">
        <legend>{t('compose.when')}</legend>
        <label className="bo-check">
          <input type="radio" name={`${id}-when`} checked={when === 'now'} onChange={() => setWhen('now')} />
          <span>{t('compose.now')}</span>
        </label>
        <label className="bo-check">
          <input type="radio" name={`${id}-when`} checked={when === 'later'} onChange={() => setWhen('later')} />
          <span>{t('compose.later')}</span>
        </label>
        {when === 'later' && (
          <label className="bo-field">
            <span>{t('compose.at')}</span>
            <input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} aria-invalid={(tried && !at) || undefined} />
          </label>
        )}
      </fieldset>
      {error && <p className="bo-error" role="alert">{error}</p>}
      <div>
        <button type="submit" className="bo-button" disabled={create.isPending}>{t(when === 'now' ? 'compose.sendNow' : 'compose.schedule')}</button>
      </div>
    </form>
  );
}
