import { buttonClassName } from '@site/ui/button';
import { CopyButton } from '@site/ui/copy';
import { QueryState } from '@site/ui/query-state';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ShareableQr } from '../../../shared/qr/ShareableQr';
import { useAgentProfile } from '../api/useAgentProfile';
import { AgentFrame } from '../components/AgentFrame';
import { agentQueryLook } from '../components/queryLook';
import styles from '../components/agent.module.css';

/** The agent's invite link: the site's address with the register form open and the proxy code filled (the parameter the profile names). */
export function agentInviteLink(origin: string, path: string, param: string, code: string): string {
  return `${origin}${path}?${new URLSearchParams({ tab: 'register', [param]: code }).toString()}`;
}

/** /agent/invite (issue 21): the invite link, its QR code with download and share (the player's, issue 34) and a copy button. */
export default function AgentInviteScreen() {
  const { t } = useTranslation('agent');
  return (
    <AgentFrame title={t('invite.title')}>
      <Invite />
    </AgentFrame>
  );
}

function Invite() {
  const { t } = useTranslation('agent');
  const profile = useAgentProfile();
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  if (!profile.data) return <QueryState query={profile} {...agentQueryLook(t)} />;
  const { proxyCode, invitePath, inviteParam } = profile.data;
  const link = origin ? agentInviteLink(origin, invitePath, inviteParam, proxyCode) : null;
  return (
    <section className={`${styles.card} ${styles.invite}`} aria-label={t('invite.title')}>
      {link ? (
        <ShareableQr
          value={link}
          fileName={`invite-${proxyCode}.png`}
          words={{
            qrLabel: t('invite.qrLabel'),
            loading: t('loading'),
            download: t('invite.download'),
            downloadFailed: t('invite.downloadFailed'),
            share: t('invite.share'),
            shareTitle: t('invite.title'),
            copied: t('invite.copied'),
            copyFailed: t('invite.copyFailed'),
          }}
        />
      ) : (
        <div className={styles.qr} />
      )}
      <div className={styles.linkBox}>
        <p>{t('invite.lead')}</p>
        <p>
          {t('invite.code')}: <strong>{proxyCode}</strong>
        </p>
        <p className={styles.muted}>{t('invite.link')}</p>
        <p className={styles.linkText} data-testid="agent-invite-link">
          {link}
        </p>
        {link ? (
          <CopyButton
            value={link}
            copiedText={t('invite.copied')}
            failedText={t('invite.copyFailed')}
            classes={{ root: styles.copy, button: buttonClassName({ variant: 'primary', size: 'sm' }), copied: styles.good, failed: styles.bad }}
          >
            {t('invite.copy')}
          </CopyButton>
        ) : null}
      </div>
    </section>
  );
}
