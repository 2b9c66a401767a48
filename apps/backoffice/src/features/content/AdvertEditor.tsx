import type { StaffAdvert } from '@site/contract/api/staff-content';
import { useState } from 'react';
import { useAdvertSave } from '../../api/useAdvertSave';
import { useTranslation } from '../../i18n/useTranslation';
import { contentErrorText } from './contentError';
import { CheckField, EditorDialog, TextField } from './EditorDialog';
import { BrandSelect, fromLocalInput, LanguageSelect, PicturePicker, ScheduleFields, toLocalInput, windowOk, type ApiLanguage } from './fields';

const LINK = /^$|^\/(?!\/)\S*$|^https:\/\/\S+$/;

/** Adds or changes an advert of the home carousel, with a preview of the carousel's slide. */
export function AdvertEditor({ advert, onClose, onSaved }: { advert: StaffAdvert | 'new'; onClose: () => void; onSaved: (a: StaffAdvert) => void }) {
  const { t } = useTranslation('content');
  const save = useAdvertSave();
  const old = advert === 'new' ? null : advert;
  const [brand, setBrand] = useState<string>(old?.brand ?? 'jade');
  const [language, setLanguage] = useState<string>(old?.language ?? 'TW');
  const [title, setTitle] = useState(old?.title ?? '');
  const [link, setLink] = useState(old?.link ?? '');
  const [sort, setSort] = useState(String(old?.sort ?? 0));
  const [enabled, setEnabled] = useState(old?.enabled ?? true);
  const [pictureId, setPictureId] = useState<string | null>(old?.pictureId ?? null);
  const [image, setImage] = useState<string | null>(old?.image ?? null);
  const [start, setStart] = useState(toLocalInput(old?.startTime ?? null));
  const [end, setEnd] = useState(toLocalInput(old?.endTime ?? null));
  const [tried, setTried] = useState(false);
  const titleOk = title.trim().length > 0;
  const linkOk = LINK.test(link);
  const submit = () => {
    setTried(true);
    if (!titleOk || !linkOk || !windowOk(start, end)) return;
    const body = {
      brand: brand as StaffAdvert['brand'], language: language as ApiLanguage, title: title.trim(), link, sort: Math.max(0, Math.min(9999, Number(sort) || 0)), enabled, pictureId,
      startTime: fromLocalInput(start), endTime: fromLocalInput(end),
    };
    save.mutate({ id: old?.id ?? null, body }, { onSuccess: onSaved });
  };
  return (
    <EditorDialog
      open onClose={onClose} title={t(old ? 'adverts.edit' : 'adverts.new')} pending={save.isPending} error={save.isError ? contentErrorText(save.error, t) : null} onSubmit={submit}
      preview={
        <figure className="bo-content-slide">
          {image ? <img src={image} alt={title} width={750} height={300} /> : <div className="bo-content-slide-empty">{t('preview.noPicture')}</div>}
          <figcaption>{title || t('preview.untitled')}</figcaption>
        </figure>
      }
    >
      <div className="bo-content-row">
        <BrandSelect value={brand} onChange={setBrand} every />
        <LanguageSelect value={language} onChange={setLanguage} />
      </div>
      <TextField label={t('fields.title')} value={title} onChange={setTitle} invalid={tried && !titleOk} {...(tried && !titleOk ? { hint: t('fields.titleHint') } : {})} />
      <TextField label={t('fields.link')} value={link} onChange={setLink} maxLength={512} invalid={tried && !linkOk} hint={t('fields.linkHint')} />
      <div className="bo-content-row">
        <TextField label={t('fields.sort')} value={sort} onChange={setSort} type="number" />
        <CheckField label={t('fields.enabled')} checked={enabled} onChange={setEnabled} />
      </div>
      <PicturePicker pictureId={pictureId} image={image} onPicked={(id, url) => { setPictureId(id); setImage(url); }} onCleared={() => { setPictureId(null); setImage(old?.pictureId ? null : (old?.image ?? null)); }} />
      <ScheduleFields start={start} end={end} onStart={setStart} onEnd={setEnd} invalid={tried && !windowOk(start, end)} />
    </EditorDialog>
  );
}
