import type { ReactNode } from 'react';
import type { PlayerFile } from '@site/contract/api/staff-players';
import { useRestrictionWords } from '../../api/useRestrictionWords';
import { useTranslation } from '../../i18n/useTranslation';
import { money, when } from './format';
import { PendingAdjustments } from './PendingAdjustments';

/** The profile, VIP, restrictions in force (with the words the player is refused in) and every wallet's balance. */
export function ProfileSection({ file }: { file: PlayerFile }) {
  const { t } = useTranslation('players');
  const words = useRestrictionWords();
  const rows: [string, ReactNode][] = [
    [t('fields.memberId'), file.id],
    [t('fields.account'), file.account],
    [t('fields.nickname'), file.nickname || t('none')],
    [t('fields.realName'), file.realName ?? t('none')],
    [t('fields.phone'), file.phone ? `${file.phone}${file.phoneMasked ? ` ${t('fields.masked')}` : ''}` : t('none')],
    [t('fields.vip'), file.vip],
    [t('fields.idVerification'), t(`idVerification.${file.idVerification}`, { defaultValue: String(file.idVerification) })],
    [t('fields.status'), t(`status.${file.status}`)],
    [t('fields.registeredAt'), when(file.registeredAt)],
    [t('fields.lastLoginAt'), when(file.lastLoginAt) || t('none')],
    [t('fields.withdrawPasswordLock'), file.withdrawPasswordLockedUntil ? t('profile.lockedUntil', { at: when(file.withdrawPasswordLockedUntil) }) : t('profile.notLocked')],
  ];
  return (
    <div className="bo-pf-grid">
      <section className="bo-section" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('profile.title')}</h2>
        <dl className="bo-pf-facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div>
        <section className="bo-section" aria-labelledby="restrictions-title">
          <h2 id="restrictions-title">{t('restrictions.title')}</h2>
          {file.restrictions.length === 0 ? (
            <p>{t('restrictions.none')}</p>
          ) : (
            <ul className="bo-pf-list">
              {file.restrictions.map((restriction) => (
                <li key={restriction}>
                  <strong>{t(`restrictions.kinds.${restriction}`)}</strong>
                  {words.data?.[restriction] && <span className="bo-pf-muted"> {t('restrictions.playerReads', { words: words.data[restriction] })}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="bo-section" aria-labelledby="wallets-title">
          <h2 id="wallets-title">{t('wallets.title')}</h2>
          <div className="bo-table-wrap">
            <table className="bo-table">
              <caption className="bo-visually-hidden">{t('wallets.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('wallets.wallet')}</th>
                  <th scope="col">{t('wallets.currency')}</th>
                  <th scope="col" className="bo-num">{t('wallets.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {file.wallets.length === 0 ? (
                  <tr><td colSpan={3}>{t('wallets.none')}</td></tr>
                ) : (
                  file.wallets.map((w) => (
                    <tr key={`${w.currency}:${w.wallet}`}>
                      <th scope="row">{w.wallet === 'main' ? t('wallets.main') : w.wallet}</th>
                      <td>{w.currency}</td>
                      <td className="bo-num">{money(w.balance)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </section>
        <PendingAdjustments playerId={file.id} />
      </div>
    </div>
  );
}
