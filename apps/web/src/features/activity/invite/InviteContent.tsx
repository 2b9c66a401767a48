import type { InviteSummary } from '@site/contract/api/promotions';
import { formatAmount } from '@site/contract/rules/format';
import { formatMinor, toMinor } from '@site/contract/rules/money';
import { buttonClassName } from '@site/ui/button';
import { CopyButton } from '@site/ui/copy';
import { QueryState } from '@site/ui/query-state';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ShareableQr } from '../../../shared/qr/ShareableQr';
import { FriendsList } from './FriendsList';
import { useInviteSummary } from '../api/useInviteSummary';
import styles from '../promotions.module.css';

/** The invite link: the site's origin with the register tab open and the code filled (features/auth reads inviterCode). */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/?${new URLSearchParams({ tab: 'register', inviterCode: code }).toString()}`;
}

/** The page's origin, read after rendering (never during it). */
function useOrigin(): string | null {
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  return origin;
}

function Invitation({ summary }: { summary: InviteSummary }) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const origin = useOrigin();
  const link = origin ? inviteLink(origin, summary.inviteCode) : null;
  const { currency } = summary.rules;
  // The shared copy button (@site/ui/copy) with this page's words and look.
  const copy = {
    copiedText: t('invite.copied'),
    failedText: t('invite.copyFailed'),
    classes: { root: styles.row, button: buttonClassName({ variant: 'secondary', size: 'sm' }), copied: styles.ok, failed: styles.bad },
  };
  return (
    <>
      <section className={styles.card} aria-labelledby={`${id}-mine`}>
        <h2 id={`${id}-mine`} className={styles.heading}>
          {t('invite.mine')}
        </h2>
        <div className={styles.row}>
          <dl>
            <div>
              <dt>{t('invite.code')}</dt>
              <dd className={styles.row}>
                <span className={styles.code}>{summary.inviteCode}</span>
                <CopyButton value={summary.inviteCode} {...copy}>
                  {t('invite.copyCode')}
                </CopyButton>
              </dd>
            </div>
            <div>
              <dt>{t('invite.link')}</dt>
              <dd className={styles.row}>
                {link ? (
                  <>
                    <a className={styles.link} href={link}>
                      {link}
                    </a>
                    <CopyButton value={link} {...copy}>
                      {t('invite.copyLink')}
                    </CopyButton>
                  </>
                ) : null}
              </dd>
            </div>
          </dl>
          {link ? (
            <ShareableQr
              value={link}
              fileName={`invite-${summary.inviteCode}.png`}
              words={{
                qrLabel: t('invite.qrLabel'),
                loading: t('loading'),
                download: t('invite.download'),
                downloadFailed: t('invite.downloadFailed'),
                share: t('invite.share'),
                shareTitle: t('invite.link'),
                copied: t('invite.copied'),
                copyFailed: t('invite.copyFailed'),
              }}
            />
          ) : null}
        </div>
      </section>
      <section className={styles.card} aria-labelledby={`${id}-rules`}>
        <h2 id={`${id}-rules`} className={styles.heading}>
          {t('invite.rulesTitle')}
        </h2>
        <p>{t('invite.rules', { min: formatAmount(summary.rules.minDeposit, 0), reward: formatAmount(summary.rules.reward, 0), currency })}</p>
        <p>{t('invite.wagering', { multiple: summary.rules.wageringMultiple, required: formatAmount(formatMinor(toMinor(summary.rules.reward) * summary.rules.wageringMultiple), 0), currency })}</p>
        <dl className={styles.stats}>
          <div>
            <dt>{t('invite.stats.friends')}</dt>
            <dd>{summary.friends}</dd>
          </div>
          <div>
            <dt>{t('invite.stats.qualified')}</dt>
            <dd>{summary.qualified}</dd>
          </div>
          <div>
            <dt>{t('invite.stats.rewards')}</dt>
            <dd>
              {formatAmount(summary.rewardTotal)} {currency}
            </dd>
          </div>
        </dl>
      </section>
      <FriendsList currency={currency} />
    </>
  );
}

/** The logged-in player's invite-friends page: code, link, QR, rules, counts and friends. */
export function InviteContent() {
  const { t } = useTranslation('promotions');
  const summary = useInviteSummary();
  if (!summary.data) {
    return (
      <QueryState
        query={summary}
        texts={{ loading: t('loading'), failed: t('invite.failed'), retry: t('retry') }}
        loadingInWords
        failedClassName={styles.row}
        retryLook={{ variant: 'secondary', size: 'sm' }}
      />
    );
  }
  return <Invitation summary={summary.data} />;
}
