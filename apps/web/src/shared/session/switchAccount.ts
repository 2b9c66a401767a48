import { userInfoCall } from '@site/contract/api/user';
import { SUCCESS_CODE } from '@site/contract/error-codes';
import { confirm } from '@site/ui/confirm';
import { rawRequest } from '../api/request';
import { i18n, loadNamespaces } from '../i18n/i18n';
import { useSessionStore } from '../stores/session';
import { browser } from './browser';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A login link opened while another player is logged in in this browser (login CSRF: a link from
 * another site could otherwise switch the player to the sender's account). The link's code was
 * already exchanged for a session of its account (loginLink.ts); that account is looked up with
 * the new token, outside the SPEC 8 rules so a bad token cannot end the current session, and the
 * player chooses. True when the player switched.
 */
export async function askToSwitchAccount(token: string): Promise<boolean> {
  const reply = await rawRequest(userInfoCall, { headers: { token } }).catch(() => null);
  const parsed = reply?.status === 200 && reply.json.code === SUCCESS_CODE ? userInfoCall.response.safeParse(reply.json.data) : null;
  if (!parsed?.success) return false;
  await loadNamespaces('shell');
  const t = i18n.getFixedT('shell');
  const ok = await confirm({
    title: t('switchAccount.title'),
    content: escapeHtml(t('switchAccount.question', { name: parsed.data.username })),
    confirmText: t('switchAccount.switch'),
    cancelText: t('switchAccount.keep'),
  });
  if (!ok || useSessionStore.getState().token === token) return false;
  useSessionStore.setState({ token, firstLogin: false });
  // A fresh start as the other player: nothing the previous one saw may stay in a cache or on screen.
  browser.reload();
  return true;
}
