import { CATALOGUE_STATUSES, type BrandOverride, type BrandOverrideChange, type CatalogueGame, type CatalogueStatus } from '@site/contract/api/staff-catalogue';
import type { BrandId } from '@site/contract/brands';
import { useEffect, useId, useState } from 'react';
import { useClearBrandOverride } from '../../api/useClearBrandOverride';
import { useSetBrandOverride } from '../../api/useSetBrandOverride';
import { useTranslation } from '../../i18n/useTranslation';
import { ActionDialog } from '../players/ActionDialog';
import { catalogueErrorText } from './catalogueError';
import '../players/players.css';

type Choice = '' | 'yes' | 'no';

interface Draft {
  status: CatalogueStatus | '';
  isHot: Choice;
  isNew: Choice;
  sort: string;
}

const choiceOf = (v: boolean | null): Choice => (v === null ? '' : v ? 'yes' : 'no');
const flagOf = (c: Choice) => (c === '' ? null : c === 'yes');
const draftOf = (o: BrandOverride | null): Draft => ({ status: o?.status ?? '', isHot: choiceOf(o?.isHot ?? null), isNew: choiceOf(o?.isNew ?? null), sort: o?.sort === null || o?.sort === undefined ? '' : String(o.sort) });
const sortValid = (text: string) => text === '' || (/^\d{1,5}$/.test(text) && Number(text) <= 99_999);

/** Only the fields the member changed are sent (null: follow the catalogue again). */
function changeOf(o: BrandOverride | null, d: Draft): BrandOverrideChange {
  const change: BrandOverrideChange = {};
  const status = d.status === '' ? null : d.status;
  if (status !== (o?.status ?? null)) change.status = status;
  if (flagOf(d.isHot) !== (o?.isHot ?? null)) change.isHot = flagOf(d.isHot);
  if (flagOf(d.isNew) !== (o?.isNew ?? null)) change.isNew = flagOf(d.isNew);
  const sort = d.sort === '' ? null : Number(d.sort);
  if (sort !== (o?.sort ?? null)) change.sort = sort;
  return change;
}

/** One brand's own setting of a game: each field the brand's value or "as the catalogue"; cleared at once with one button. */
export function BrandOverrideDialog({ game, brand, onClose, onDone }: { game: CatalogueGame | null; brand: BrandId; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const save = useSetBrandOverride();
  const clear = useClearBrandOverride();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setDraft(game ? draftOf(game.override) : null);
    setTried(false);
  }, [game]);
  const brandName = t(`brands.${brand}`);
  const close = () => { save.reset(); clear.reset(); onClose(); };
  const sortOk = draft ? sortValid(draft.sort) : true;
  const submit = () => {
    if (!game || !draft) return;
    setTried(true);
    if (!sortOk) return;
    const change = changeOf(game.override, draft);
    if (Object.keys(change).length === 0) return close();
    save.mutate({ id: game.id, brand, ...change }, { onSuccess: (g) => { save.reset(); onDone(t('brandOverride.saved', { name: g.name, brand: brandName, status: t(`statuses.${g.status}`) })); } });
  };
  const clearAll = () => {
    if (!game) return;
    clear.mutate({ id: game.id, brand }, { onSuccess: (g) => { clear.reset(); onDone(t('brandOverride.cleared', { name: g.name, brand: brandName })); } });
  };
  const patch = (next: Partial<Draft>) => draft && setDraft({ ...draft, ...next });
  const failed = save.isError ? save.error : clear.isError ? clear.error : null;
  const yesNo = (value: Choice, label: string, onChange: (c: Choice) => void) => (
    <label className="bo-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as Choice)}>
        <option value="">{t('brandOverride.asCatalogue')}</option>
        <option value="yes">{t('brandOverride.yes')}</option>
        <option value="no">{t('brandOverride.no')}</option>
      </select>
    </label>
  );
  return (
    <ActionDialog
      open={game !== null} onClose={close} title={t('brandOverride.title', { name: game?.name ?? '', brand: brandName })} description={t('brandOverride.intro')}
      submitLabel={t('games.save')} pending={save.isPending || clear.isPending} error={failed ? catalogueErrorText(failed, t) : null} onSubmit={submit}
    >
      {draft && (
        <>
          <label className="bo-field">
            <span>{t('brandOverride.status')}</span>
            <select value={draft.status} onChange={(event) => patch({ status: event.target.value as CatalogueStatus | '' })}>
              <option value="">{t('brandOverride.asCatalogue')}</option>
              {CATALOGUE_STATUSES.map((s) => <option key={s} value={s}>{t(`statuses.${s}`)}</option>)}
            </select>
          </label>
          {draft.status !== '' && <p className="bo-hint">{t(`statusHints.${draft.status}`)}</p>}
          {yesNo(draft.isHot, t('brandOverride.hot'), (isHot) => patch({ isHot }))}
          {yesNo(draft.isNew, t('brandOverride.new'), (isNew) => patch({ isNew }))}
          <div className="bo-field">
            <label htmlFor={`${id}-sort`}>{t('brandOverride.sort')}</label>
            <input id={`${id}-sort`} inputMode="numeric" value={draft.sort} onChange={(event) => patch({ sort: event.target.value.trim() })} aria-invalid={(tried && !sortOk) || undefined} aria-describedby={`${id}-sort-hint`} />
            <span id={`${id}-sort-hint`} className={tried && !sortOk ? 'bo-error' : 'bo-muted'}>{t('brandOverride.sortHint')}</span>
          </div>
          {game?.override && (
            <button type="button" className="bo-button bo-button--ghost" onClick={clearAll} disabled={clear.isPending}>{t('brandOverride.clear')}</button>
          )}
        </>
      )}
    </ActionDialog>
  );
}
