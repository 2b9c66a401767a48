import type { TFunction } from '@site/client/translator';
import { MAX_WAGERING_MULTIPLE, PROMOTION_KINDS, type PromotionInput, type StaffPromotion } from '@site/contract/api/staff-promotions';
import { useId, useState } from 'react';
import { usePromotionCategories } from '../../api/usePromotionCategories';
import { usePromotionSave } from '../../api/usePromotionSave';
import { useTranslation } from '../../i18n/useTranslation';
import { contentErrorText } from '../content/contentError';
import { CheckField, EditorDialog, TextField } from '../content/EditorDialog';
import { API_LANGUAGES, BrandSelect, fromLocalInput, ScheduleFields, toLocalInput, windowOk } from '../content/fields';

type Texts = PromotionInput['titles'];
const NONE: Texts = { TW: '', EN: '', TH: '' };
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const amountOk = (v: string) => AMOUNT.test(v) && /[1-9]/.test(v);

/** The promotion's terms in a sentence, as the preview and the table say them. */
export function rewardText(t: TFunction, p: Pick<StaffPromotion, 'reward' | 'wageringMultiple'> & { kind?: StaffPromotion['kind'] }): string {
  // A promotion with rules of its own (the site's first recharge, invite…) has no reward set here: only its wagering.
  if (p.kind === 'custom') return t('promotions.wagering', { multiple: p.wageringMultiple });
  const reward = p.reward.type === 'fixed' ? t('promotions.rewardFixed', { amount: p.reward.amount }) : t('promotions.rewardPercent', { percent: p.reward.percent, max: p.reward.max });
  return `${reward} · ${t('promotions.wagering', { multiple: p.wageringMultiple })}`;
}

function Select({ label, value, onChange, options }: { label: string; value: string; onChange: (v: string) => void; options: Array<{ value: string; label: string }> }) {
  const id = useId();
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>{options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}</select>
    </div>
  );
}

/** The promotion page's text in one language (operator HTML: the server sanitises it when the page is served). */
function BodyField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} maxLength={20_000} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Creates or changes a promotion: kind, texts in three languages, eligibility, reward, wagering, budget, limit and window, with a preview of its card. */
export function PromotionEditor({ promotion, onClose, onSaved }: { promotion: StaffPromotion | 'new'; onClose: () => void; onSaved: (p: StaffPromotion) => void }) {
  const { t } = useTranslation('content');
  const save = usePromotionSave();
  const old = promotion === 'new' ? null : promotion;
  const [brand, setBrand] = useState<string>(old?.brand ?? 'jade');
  const categories = usePromotionCategories({ brand: brand as StaffPromotion['brand'] });
  const [code, setCode] = useState(old?.code ?? '');
  const [categoryId, setCategoryId] = useState(old ? String(old.categoryId) : '');
  const [kind, setKind] = useState<string>(old?.kind ?? 'deposit');
  const [titles, setTitles] = useState<Texts>(old?.titles ?? NONE);
  const [summaries, setSummaries] = useState<Texts>(old?.summaries ?? NONE);
  const [bodies, setBodies] = useState<Texts>(old?.bodies ?? NONE);
  const [currencies, setCurrencies] = useState(old?.eligibility.currencies.join(',') ?? 'NTD');
  const [minVip, setMinVip] = useState(String(old?.eligibility.minVipLevel ?? 0));
  const [newDays, setNewDays] = useState(old?.eligibility.registeredWithinDays === null || !old ? '' : String(old.eligibility.registeredWithinDays));
  const [rewardType, setRewardType] = useState<string>(old?.reward.type ?? 'fixed');
  const [amount, setAmount] = useState(old?.reward.type === 'fixed' ? old.reward.amount : '');
  const [percent, setPercent] = useState(old?.reward.type === 'percent' ? String(old.reward.percent) : '');
  const [max, setMax] = useState(old?.reward.type === 'percent' ? old.reward.max : '');
  const [multiple, setMultiple] = useState(String(old?.wageringMultiple ?? 1));
  const [cap, setCap] = useState(old?.budgetCap ?? '');
  const [limit, setLimit] = useState(old?.perPlayerLimit === null || !old ? '' : String(old.perPlayerLimit));
  const [recommend, setRecommend] = useState(old?.recommend ?? false);
  const [enabled, setEnabled] = useState(old?.enabled ?? true);
  const [start, setStart] = useState(toLocalInput(old?.startTime ?? null));
  const [end, setEnd] = useState(toLocalInput(old?.endTime ?? null));
  const [tried, setTried] = useState(false);
  const options = categories.data ?? [];
  const category = categoryId || String(options.find((c) => c.id !== 1)?.id ?? '');
  const multipleN = Number(multiple);
  const checks = {
    code: /^[a-z0-9][a-z0-9-]{1,47}$/.test(code),
    titles: API_LANGUAGES.every((l) => titles[l].trim() && summaries[l].trim()),
    reward: rewardType === 'fixed' ? amountOk(amount) : amountOk(max) && Number(percent) >= 1 && Number(percent) <= 500,
    multiple: Number.isInteger(multipleN) && multipleN >= 1 && multipleN <= MAX_WAGERING_MULTIPLE,
    cap: cap === '' || amountOk(cap),
    window: Boolean(start && end) && windowOk(start, end),
  };
  const submit = () => {
    setTried(true);
    if (!Object.values(checks).every(Boolean) || !category) return;
    const body: PromotionInput = {
      brand: brand as PromotionInput['brand'], code, categoryId: Number(category), kind: kind as PromotionInput['kind'], titles, summaries, bodies,
      eligibility: { currencies: currencies.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean), minVipLevel: Math.max(0, Math.min(11, Number(minVip) || 0)), registeredWithinDays: newDays ? Math.max(1, Number(newDays) || 1) : null, frontendType: old?.eligibility.frontendType ?? null },
      reward: rewardType === 'fixed' ? { type: 'fixed', amount } : { type: 'percent', percent: Number(percent), max },
      wageringMultiple: multipleN, budgetCap: cap === '' ? null : cap, perPlayerLimit: limit ? Math.max(1, Number(limit) || 1) : null,
      recommend, enabled, sort: old?.sort ?? 0, startTime: fromLocalInput(start) as string, endTime: fromLocalInput(end) as string,
    };
    save.mutate({ id: old?.id ?? null, body }, { onSuccess: onSaved });
  };
  const bad = (k: keyof typeof checks) => tried && !checks[k];
  const shown = { reward: rewardType === 'fixed' ? { type: 'fixed' as const, amount: amount || '0' } : { type: 'percent' as const, percent: Number(percent) || 0, max: max || '0' }, wageringMultiple: multipleN || 1 };
  return (
    <EditorDialog
      open onClose={onClose} title={t(old ? 'promotions.edit' : 'promotions.new')} pending={save.isPending} error={save.isError ? contentErrorText(save.error, t) : null} onSubmit={submit}
      preview={
        <article className="bo-content-card">
          <div className="bo-content-slide-empty" aria-hidden="true">{titles.TW}</div>
          <h4>{titles.TW || t('preview.untitled')}</h4>
          <p>{summaries.TW}</p>
          <p className="bo-muted">{rewardText(t, shown)}</p>
        </article>
      }
    >
      <div className="bo-content-row">
        <BrandSelect value={brand} onChange={(v) => { setBrand(v); setCategoryId(''); }} />
        <Select label={t('promotions.category')} value={category} onChange={setCategoryId} options={options.map((c) => ({ value: String(c.id), label: c.names.TW }))} />
        <Select label={t('promotions.kind')} value={kind} onChange={setKind} options={PROMOTION_KINDS.map((k) => ({ value: k, label: t(`promotions.kinds.${k}`) }))} />
      </div>
      <TextField label={t('promotions.code')} value={code} onChange={(v) => setCode(v.toLowerCase())} maxLength={48} invalid={bad('code')} hint={t('promotions.codeHint')} />
      {API_LANGUAGES.map((l) => (
        <fieldset key={l} className="bo-content-language">
          <legend>{t(`languages.${l}`)}</legend>
          <TextField label={t('fields.titleIn', { language: t(`languages.${l}`) })} value={titles[l]} onChange={(v) => setTitles((n) => ({ ...n, [l]: v }))} invalid={tried && !titles[l].trim()} />
          <TextField label={t('promotions.summaryIn', { language: t(`languages.${l}`) })} value={summaries[l]} onChange={(v) => setSummaries((n) => ({ ...n, [l]: v }))} maxLength={300} invalid={tried && !summaries[l].trim()} />
          <BodyField label={t('promotions.bodyIn', { language: t(`languages.${l}`) })} value={bodies[l]} onChange={(v) => setBodies((n) => ({ ...n, [l]: v }))} />
        </fieldset>
      ))}
      <fieldset className="bo-content-language">
        <legend>{t('promotions.eligibility')}</legend>
        <div className="bo-content-row">
          <TextField label={t('promotions.currencies')} value={currencies} onChange={setCurrencies} maxLength={80} hint={t('promotions.currenciesHint')} />
          <TextField label={t('promotions.minVip')} value={minVip} onChange={setMinVip} type="number" />
          <TextField label={t('promotions.newDays')} value={newDays} onChange={setNewDays} type="number" hint={t('promotions.newDaysHint')} />
        </div>
      </fieldset>
      <fieldset className="bo-content-language">
        <legend>{t('promotions.reward')}</legend>
        <div className="bo-content-row">
          <Select label={t('promotions.rewardType')} value={rewardType} onChange={setRewardType} options={[{ value: 'fixed', label: t('promotions.fixed') }, { value: 'percent', label: t('promotions.percent') }]} />
          {rewardType === 'fixed' ? (
            <TextField label={t('promotions.amount')} value={amount} onChange={setAmount} invalid={bad('reward')} />
          ) : (
            <>
              <TextField label={t('promotions.percentField')} value={percent} onChange={setPercent} type="number" invalid={bad('reward')} />
              <TextField label={t('promotions.max')} value={max} onChange={setMax} invalid={bad('reward')} />
            </>
          )}
          <TextField label={t('promotions.multiple')} value={multiple} onChange={setMultiple} type="number" invalid={bad('multiple')} hint={t('promotions.multipleHint', { max: MAX_WAGERING_MULTIPLE })} />
        </div>
        <div className="bo-content-row">
          <TextField label={t('promotions.cap')} value={cap} onChange={setCap} invalid={bad('cap')} hint={old ? t('promotions.capUsed', { used: old.usage.budgetUsed }) : t('promotions.capHint')} />
          <TextField label={t('promotions.limit')} value={limit} onChange={setLimit} type="number" hint={t('promotions.limitHint')} />
        </div>
      </fieldset>
      <div className="bo-content-row">
        <CheckField label={t('promotions.recommend')} checked={recommend} onChange={setRecommend} />
        <CheckField label={t('fields.enabled')} checked={enabled} onChange={setEnabled} />
      </div>
      <ScheduleFields start={start} end={end} onStart={setStart} onEnd={setEnd} required invalid={bad('window')} />
    </EditorDialog>
  );
}
