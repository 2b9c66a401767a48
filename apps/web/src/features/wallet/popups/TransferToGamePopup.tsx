import type { FrameGameTarget } from '@site/contract/frame';
import { Dialog } from '@site/ui/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useLaunchTarget } from '../../games';
import { walletKeys } from '../api/keys';
import { CashierFrame } from '../frame/CashierFrame';
import styles from './TransferToGamePopup.module.css';

const same = (a: FrameGameTarget, b: FrameGameTarget) =>
  a.gameType === b.gameType && a.channelCode === b.channelCode && (a.subGameCode ?? '') === (b.subGameCode ?? '');

/**
 * The transfer-to-game popup (SPEC 2, 4): opened when auto transfer is off;
 * it holds the cashier frame on its transfer page with the pending target.
 * The frame's 'go to game' launches the pending game without moving money again.
 */
export default function TransferToGamePopup() {
  const { t } = useTranslation('wallet');
  const popup = usePopupsStore((s) => (s.open?.kind === 'transferToGame' ? s.open : null));
  const closePopup = usePopupsStore((s) => s.closePopup);
  const client = useQueryClient();
  const launch = useLaunchTarget();
  if (!popup) return null;
  const target: FrameGameTarget = {
    gameType: popup.gameType,
    channelCode: popup.channelCode,
    ...(popup.subGameCode ? { subGameCode: popup.subGameCode } : {}),
  };
  const close = () => {
    closePopup();
    void client.invalidateQueries({ queryKey: walletKeys.balance() });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={t('transferPopup.title')} closeLabel={t('transferPopup.close')} className={styles.dialog}>
      <CashierFrame
        page="transfer"
        title={t('transferPopup.frame')}
        target={target}
        onLeave={close}
        onGoGame={(asked) => launch(same(asked, target) && popup.gameCode ? { ...asked, gameCode: popup.gameCode } : asked)}
      />
    </Dialog>
  );
}
