import type { StaffPromotion } from '@site/contract/api/staff-promotions';
import { Dialog } from '@site/ui/dialog';
import { useId, useState, type FormEvent } from 'react';
import { usePromotionGrant } from '../../api/usePromotionGrant';
import { usePromotionPlayers } from '../../api/usePromotionPlayers';
import { useTranslation } from '../../i18n/useTranslation';
import { contentErrorText } from '../content/contentError';
import { money, when } from '../players/format';

/** Who joined a promotion and what each was granted and claimed; a reward granted to one more player (by id, with a reason). */
export function PromotionPlayersDialog({ promotion, onClose }: { promotion: StaffPromotion | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const id = useId();
  const players = usePromotionPlayers(promotion?.id ?? 0, { page: 1, size: 50 }, promotion !== null);
  const grant = usePromotionGrant();
  const [playerId, setPlayerId] = useState('');
  const [basis, setBasis] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const percent = promotion?.reward.type === 'percent';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!promotion || !/^\d+$/.test(playerId) || reason.trim().length < 2) return;
    setDone(null);
    grant.mutate({ id: promotion.id, playerId: Number(playerId), reason: reason.trim(), ...(percent && basis ? { basis } : {}) }, {
      onSuccess: (r) => { setDone(t('promotions.granted', { amount: r.amount, multiple: r.wageringMultiple })); setPlayerId(''); setBasis(''); setReason(''); },
    });
  };
  const close = () => { grant.reset(); setDone(null); onClose(); };
  return (
    <Dialog open={promotion !== null} onOpenChange={(o) => !o && close()} title={t('promotions.playersOf', { title: promotion?.titles.TW ?? '' })} closeLabel={t('actions.close')} className="bo-content-dialog">
      <table className="bo-table">
        <caption className="bo-visually-hidden">{t('promotions.playersCaption')}</caption>
        <thead><tr><th scope="col">{t('promotions.account')}</th><th scope="col">{t('promotions.rewards')}</th><th scope="col">{t('promotions.grantedCol')}</th><th scope="col">{t('promotions.claimedCol')}</th><th scope="col">{t('promotions.lastAt')}</th></tr></thead>
        <tbody>
          {(players.data?.records ?? []).map((p) => (
            <tr key={p.playerId}><td>{p.account}</td><td className="bo-num">{p.rewards}</td><td className="bo-num">{money(p.granted)}</td><td className="bo-num">{money(p.claimed)}</td><td>{when(p.lastAt)}</td></tr>
          ))}
          {players.data && players.data.records.length === 0 && <tr><td colSpan={5} className="bo-muted">{t('promotions.nobody')}</td></tr>}
        </tbody>
      </table>
      {promotion?.state === 'live' && (
        <form className="bo-form bo-content-grant" onSubmit={submit} noValidate>
          <h3>{t('promotions.grant')}</h3>
          <div className="bo-content-row">
            <div className="bo-field"><label htmlFor={`${id}-player`}>{t('promotions.playerId')}</label><input id={`${id}-player`} inputMode="numeric" value={playerId} onChange={(e) => setPlayerId(e.target.value)} /></div>
            {percent && <div className="bo-field"><label htmlFor={`${id}-basis`}>{t('promotions.basis')}</label><input id={`${id}-basis`} inputMode="decimal" value={basis} onChange={(e) => setBasis(e.target.value)} /></div>}
          </div>
          <div className="bo-field"><label htmlFor={`${id}-reason`}>{t('promotions.reason')}</label><textarea id={`${id}-reason`} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} /></div>
          {grant.isError && <p className="bo-error" role="alert">{contentErrorText(grant.error, t)}</p>}
          <div role="status">{done && <p className="bo-notice">{done}</p>}</div>
          <div className="bo-content-buttons"><button type="submit" className="bo-button" disabled={grant.isPending}>{t('promotions.grantButton')}</button></div>
        </form>
      )}
    </Dialog>
  );
}
