import { GAME_POINTS_RATIO } from '@site/contract/constants';
import { confirm } from '@site/ui/confirm';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { escapeHtml } from '../../../shared/utils/html';

/**
 * SPEC 4: entering a DB game shows that points convert 1 : 0.2 (500 main ->
 * 100 points). onConfirm runs inside the confirm dialog's callback, about
 * 200 ms after the click: still within the click's user activation, so the
 * game window may open there.
 */
export async function confirmPointsNotice(onConfirm: () => void): Promise<void> {
  await loadNamespaces('launch');
  const t = i18n.getFixedT('launch');
  const main = 500;
  await confirm({
    title: t('points.title'),
    content: escapeHtml(t('points.content', { ratio: GAME_POINTS_RATIO, main, points: main * GAME_POINTS_RATIO })),
    confirmText: t('points.confirm'),
    cancelText: t('points.cancel'),
    onConfirm,
  });
}
