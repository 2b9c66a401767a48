import { formatAmount, formatDate } from '@site/contract/rules/format';
import { Pager } from '@site/ui/pager';
import { QueryState } from '@site/ui/query-state';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { FRIENDS_PAGE_SIZE, useInviteFriends } from '../api/useInviteFriends';
import styles from '../promotions.module.css';

/** The friends who registered with the player's code: masked account, registration date, qualified or not, reward. */
export function FriendsList({ currency }: { currency: string }) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useInviteFriends(page);
  const records = list.data?.records ?? [];
  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('invite.friends.title')}
      </h2>
      <QueryState
        query={list}
        texts={{ loading: t('loading'), failed: t('invite.friends.failed'), retry: t('retry') }}
        loadingInWords
        failedClassName={styles.row}
        retryLook={{ variant: 'secondary', size: 'sm' }}
        isEmpty={() => records.length === 0}
        empty={<p className={styles.muted}>{t('invite.friends.empty')}</p>}
      >
        {() => (
          <div className={styles.scroll}>
            <table>
              <caption>{t('invite.friends.caption', { total: list.data?.total ?? 0 })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('invite.friends.account')}</th>
                  <th scope="col">{t('invite.friends.registeredAt')}</th>
                  <th scope="col">{t('invite.friends.status')}</th>
                  <th scope="col">{t('invite.friends.reward')}</th>
                </tr>
              </thead>
              <tbody>
                {records.map((friend, index) => (
                  <tr key={`${friend.account}-${friend.registeredAt}-${index}`}>
                    <th scope="row">{friend.account}</th>
                    <td>
                      <time dateTime={friend.registeredAt}>{formatDate(friend.registeredAt)}</time>
                    </td>
                    <td className={friend.qualified ? styles.ok : styles.muted}>{t(friend.qualified ? 'invite.friends.qualified' : 'invite.friends.notQualified')}</td>
                    <td>{friend.reward ? `${formatAmount(friend.reward)} ${currency}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <Pager
        label={t('invite.friends.pager')}
        page={page}
        total={list.data?.total ?? 0}
        pageSize={FRIENDS_PAGE_SIZE}
        onPage={setPage}
        prevLabel={t('pager.prev')}
        nextLabel={t('pager.next')}
        pageText={(p, pages) => t('pager.page', { page: p, pages })}
      />
    </section>
  );
}
