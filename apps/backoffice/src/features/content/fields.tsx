import type { TFunction } from '@site/client/translator';
import { BRAND_IDS } from '@site/contract/brands';
import { useId, useRef, useState } from 'react';
import { useContentPictureUpload } from '../../api/useContentPictureUpload';
import { useTranslation } from '../../i18n/useTranslation';
import { when } from '../players/format';
import { contentErrorText } from './contentError';

/** An instant (ISO) as a datetime-local field's value, in the browser's time zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local field's value as an instant (ISO UTC); null for an empty field. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** From and to of a schedule, labelled; `required` when the item must have both. */
export function ScheduleFields({ start, end, onStart, onEnd, required = false, invalid = false }: { start: string; end: string; onStart: (v: string) => void; onEnd: (v: string) => void; required?: boolean; invalid?: boolean }) {
  const { t } = useTranslation('content');
  const id = useId();
  return (
    <fieldset className="bo-content-schedule">
      <legend>{t('fields.schedule')}</legend>
      <div className="bo-field">
        <label htmlFor={`${id}-from`}>{t('fields.from')}</label>
        <input id={`${id}-from`} type="datetime-local" step={1} value={start} required={required} onChange={(e) => onStart(e.target.value)} aria-invalid={invalid || undefined} />
      </div>
      <div className="bo-field">
        <label htmlFor={`${id}-to`}>{t('fields.to')}</label>
        <input id={`${id}-to`} type="datetime-local" step={1} value={end} required={required} onChange={(e) => onEnd(e.target.value)} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-hint` : undefined} />
      </div>
      {invalid && <span id={`${id}-hint`} className="bo-error">{t('errors.windowOrder')}</span>}
      {!required && <p className="bo-hint">{t('fields.openHint')}</p>}
    </fieldset>
  );
}

/** Whether a schedule's end comes after its start (either may be open). */
export const windowOk = (start: string, end: string) => !start || !end || new Date(end) > new Date(start);

/** A brand choice; `every` adds "every brand" (''). */
export function BrandSelect({ value, onChange, every = false, label }: { value: string; onChange: (v: string) => void; every?: boolean; label?: string }) {
  const { t } = useTranslation('content');
  const id = useId();
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label ?? t('fields.brand')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {every && <option value="">{t('brands.every')}</option>}
        {BRAND_IDS.map((b) => <option key={b} value={b}>{t(`brands.${b}`)}</option>)}
      </select>
    </div>
  );
}

export const API_LANGUAGES = ['TW', 'EN', 'TH'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

export function LanguageSelect({ value, onChange, all = false }: { value: string; onChange: (v: string) => void; all?: boolean }) {
  const { t } = useTranslation('content');
  const id = useId();
  return (
    <div className="bo-field">
      <label htmlFor={id}>{t('fields.language')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {all && <option value="">{t('languages.all')}</option>}
        {API_LANGUAGES.map((l) => <option key={l} value={l}>{t(`languages.${l}`)}</option>)}
      </select>
    </div>
  );
}

/** Uploads a picture (re-encoded by the server at its responsive widths); says its size and offers to remove it. */
export function PicturePicker({ pictureId, image, onPicked, onCleared }: { pictureId: string | null; image: string | null; onPicked: (id: string, url: string) => void; onCleared: () => void }) {
  const { t } = useTranslation('content');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useContentPictureUpload();
  const [sizes, setSizes] = useState<string>('');
  const picked = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (picture) => {
        setSizes(picture.sizes.map((s) => `${s.width}px`).join(' · '));
        const middle = picture.sizes.find((s) => s.width >= 750) ?? picture.sizes.at(-1);
        onPicked(picture.pictureId, middle?.url ?? '');
      },
    });
    if (input.current) input.current.value = '';
  };
  return (
    <div className="bo-field">
      <label htmlFor={id}>{t('fields.picture')}</label>
      <input id={id} ref={input} type="file" accept="image/jpeg,image/png,image/gif" onChange={(e) => picked(e.target.files?.[0])} aria-describedby={`${id}-hint`} />
      <span id={`${id}-hint`} className="bo-hint">
        {upload.isPending ? t('picture.uploading') : pictureId ? t('picture.uploaded', { sizes: sizes || '375 · 750 · 1500' }) : image ? t('picture.drawn') : t('picture.none')}
      </span>
      {upload.isError && <span className="bo-error" role="alert">{contentErrorText(upload.error, t)}</span>}
      {pictureId && <button type="button" className="bo-button bo-button--ghost" onClick={onCleared}>{t('picture.remove')}</button>}
    </div>
  );
}

/** A schedule's state as a badge. */
export function StateBadge({ state }: { state: 'off' | 'scheduled' | 'live' | 'ended' }) {
  const { t } = useTranslation('content');
  const kind = state === 'live' ? 'bo-badge' : state === 'scheduled' ? 'bo-badge bo-badge--warn' : 'bo-badge bo-badge--danger';
  return <span className={kind}>{t(`states.${state}`)}</span>;
}

/** A schedule in a table: its start over its end, each on a line of its own. */
export function ScheduleCell({ t, start, end }: { t: TFunction; start: string | null; end: string | null }) {
  return (
    <span className="bo-stack bo-nowrap">
      <span>{start ? when(start) : t('schedule.now')}</span>
      <span className="bo-muted">– {end ? when(end) : t('schedule.open')}</span>
    </span>
  );
}
