import type { VipLevelChange, VipLevelFigures } from '@site/contract/api/staff-vip-config';
import { useEffect, useId, useState } from 'react';
import { useChangeVipLevel } from '../../api/useChangeVipLevel';
import { useTranslation } from '../../i18n/useTranslation';
import { catalogueErrorText } from '../catalogue/catalogueError';
import { ActionDialog } from '../players/ActionDialog';
import '../players/players.css';
import '../catalogue/catalogue.css';

export type LevelRow = VipLevelFigures & { level: number; name: string };

const AMOUNTS = ['rechargeTotal', 'betTotal', 'withdrawAmount'] as const;
const COUNTS = ['retentionDays', 'withdrawCount', 'birthdayGift', 'festivalGift', 'levelGift', 'redEnvelop'] as const;
type Field = (typeof AMOUNTS)[number] | (typeof COUNTS)[number];
type Draft = Record<Field, string> & { day: string; rates: Record<number, string> };

const amountOk = (v: string) => /^\d{1,12}(\.\d{1,2})?$/.test(v);
const countOk = (v: string) => /^\d{1,7}$/.test(v);
const rateOk = (v: string) => /^\d(\.\d{1,2})?$/.test(v) && Number(v) <= 1.5;

function draftOf(row: LevelRow, today: string, types: readonly number[]): Draft {
  const rates = Object.fromEntries(types.map((type) => [type, row.rebates.find((r) => r.gameType === type)?.rate ?? '0.00']));
  return {
    day: today,
    rechargeTotal: row.rechargeTotal, betTotal: row.betTotal, withdrawAmount: row.withdrawAmount,
    retentionDays: String(row.retentionDays), withdrawCount: String(row.withdrawCount),
    birthdayGift: String(row.birthdayGift), festivalGift: String(row.festivalGift), levelGift: String(row.levelGift), redEnvelop: String(row.redEnvelop),
    rates,
  };
}

/** A level's thresholds, benefits and rebate rates from a day on: today applies at once, a later day waits for it. */
export function VipLevelDialog({ row, today, gameTypes, onClose, onDone }: {
  row: LevelRow | null;
  today: string;
  gameTypes: ReadonlyArray<{ gameType: number; name: string }>;
  onClose: () => void;
  onDone: (change: VipLevelChange) => void;
}) {
  const { t } = useTranslation('vipconfig');
  const id = useId();
  const change = useChangeVipLevel();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setDraft(row ? draftOf(row, today, gameTypes.map((g) => g.gameType)) : null);
    setTried(false);
  }, [row, today, gameTypes]);
  const close = () => { change.reset(); onClose(); };
  const bad = (field: Field) => (AMOUNTS as readonly string[]).includes(field) ? !amountOk(draft?.[field] ?? '') : !countOk(draft?.[field] ?? '');
  const dayOk = !!draft && /^\d{4}-\d{2}-\d{2}$/.test(draft.day) && draft.day >= today;
  const ratesOk = !!draft && Object.values(draft.rates).every(rateOk);
  const valid = !!draft && dayOk && ratesOk && [...AMOUNTS, ...COUNTS].every((f) => !bad(f));
  const submit = () => {
    if (!row || !draft) return;
    setTried(true);
    if (!valid) return;
    const figures = {
      rechargeTotal: draft.rechargeTotal, betTotal: draft.betTotal, withdrawAmount: draft.withdrawAmount,
      retentionDays: Number(draft.retentionDays), withdrawCount: Number(draft.withdrawCount),
      birthdayGift: Number(draft.birthdayGift), festivalGift: Number(draft.festivalGift), levelGift: Number(draft.levelGift), redEnvelop: Number(draft.redEnvelop),
      rebates: Object.entries(draft.rates).map(([gameType, rate]) => ({ gameType: Number(gameType), rate })),
    };
    change.mutate({ level: row.level, effectiveDay: draft.day, figures }, { onSuccess: (c) => { change.reset(); onDone(c); } });
  };
  const field = (name: Field) => (
    <div className="bo-field" key={name}>
      <label htmlFor={`${id}-${name}`}>{t(`fields.${name}`)}</label>
      <input id={`${id}-${name}`} inputMode="decimal" value={draft?.[name] ?? ''} onChange={(event) => draft && setDraft({ ...draft, [name]: event.target.value.trim() })} aria-invalid={(tried && bad(name)) || undefined} />
    </div>
  );
  return (
    <ActionDialog
      open={row !== null} onClose={close} title={t('dialog.title', { name: row?.name ?? '' })} description={t('dialog.description')}
      submitLabel={t('dialog.save')} pending={change.isPending}
      error={tried && !valid ? t('dialog.invalid') : change.isError ? catalogueErrorText(change.error, t, 'vipconfig') : null} onSubmit={submit}
    >
      {draft && (
        <div className="bo-cat-figures">
          <div className="bo-field">
            <label htmlFor={`${id}-day`}>{t('fields.effectiveDay')}</label>
            <input id={`${id}-day`} type="date" min={today} value={draft.day} onChange={(event) => setDraft({ ...draft, day: event.target.value })} aria-invalid={(tried && !dayOk) || undefined} aria-describedby={`${id}-day-hint`} />
            <span id={`${id}-day-hint`} className="bo-hint">{t('dialog.dayHint')}</span>
          </div>
          {AMOUNTS.map(field)}
          {COUNTS.map(field)}
          <fieldset>
            <legend>{t('fields.rebates')}</legend>
            {gameTypes.map((g) => (
              <div className="bo-field" key={g.gameType}>
                <label htmlFor={`${id}-rate-${g.gameType}`}>{t('dialog.rateOf', { name: g.name })}</label>
                <input id={`${id}-rate-${g.gameType}`} inputMode="decimal" value={draft.rates[g.gameType] ?? ''} onChange={(event) => setDraft({ ...draft, rates: { ...draft.rates, [g.gameType]: event.target.value.trim() } })} aria-invalid={(tried && !rateOk(draft.rates[g.gameType] ?? '')) || undefined} />
              </div>
            ))}
          </fieldset>
        </div>
      )}
    </ActionDialog>
  );
}
