import { formatDateTime } from '@site/contract/rules/format';
import { isApiError } from '@site/client/errors';
import { PLAY_LIMIT_ERROR_CODES } from '@site/contract/codes/protection-play';
import { confirm } from '@site/ui/confirm';
import { i18n, loadNamespaces } from '../../../shared/i18n';
import { escapeHtml } from '../../../shared/utils/html';

const CODES: readonly string[] = Object.values(PLAY_LIMIT_ERROR_CODES);

/**
 * A launch refused by a loss or session time limit (031050-031053; their catalogue entries are
 * silent so the screen words them): the catalogue's words with the time the limit allows play
 * again (the reply's `resetAt`), in a notice. False for any other failure.
 */
export async function explainPlayRefusal(error: unknown): Promise<boolean> {
  if (!isApiError(error) || !error.response || !CODES.includes(error.response.code)) return false;
  const data = error.response.data as { resetAt?: unknown } | null;
  const resetAt = typeof data?.resetAt === 'string' ? data.resetAt : null;
  await loadNamespaces(['protection', 'reality']);
  const t = i18n.getFixedT(['protection', 'reality']);
  const message = error.text ?? error.response.msg;
  const words = error.response.code === PLAY_LIMIT_ERROR_CODES.sessionTimeReached ? 'session' : 'loss';
  const content = resetAt ? t(`${words}.refused`, { message, date: formatDateTime(resetAt) }) : message;
  await confirm({ title: t('reality:refusedTitle'), content: escapeHtml(content), showCancel: false, confirmText: t('reality:close') });
  return true;
}
