import { useTranslation } from '../../i18n/useTranslation';
import type { SegmentFields } from './segment';

type Field = keyof SegmentFields;

/** The segment's inputs, each labelled: brand, VIP levels, registration and last-login days, deposits, agent. */
export function SegmentFieldset({ value, onChange }: { value: SegmentFields; onChange: (next: SegmentFields) => void }) {
  const { t } = useTranslation('letters');
  const input = (field: Field, type: 'text' | 'number' | 'date', extra: { min?: number; max?: number } = {}) => (
    <label className="bo-field">
      <span>{t(`segment.${field}`)}</span>
      <input type={type} inputMode={type === 'number' ? 'numeric' : undefined} value={value[field]} {...extra} onChange={(event) => onChange({ ...value, [field]: event.target.value })} />
    </label>
  );
  return (
    <fieldset className="bo-letters-segment">
      <legend>{t('segment.title')}</legend>
      <p className="bo-muted bo-letters-hint">{t('segment.hint')}</p>
      <div className="bo-letters-grid">
        {input('brand', 'text')}
        {input('vipMin', 'number', { min: 0, max: 999 })}
        {input('vipMax', 'number', { min: 0, max: 999 })}
        {input('registeredFrom', 'date')}
        {input('registeredTo', 'date')}
        {input('lastLoginFrom', 'date')}
        {input('lastLoginTo', 'date')}
        {input('depositsMin', 'number', { min: 0 })}
        {input('depositsMax', 'number', { min: 0 })}
        {input('agentId', 'number', { min: 1 })}
      </div>
    </fieldset>
  );
}
