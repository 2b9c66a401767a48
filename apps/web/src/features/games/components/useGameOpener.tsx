import type { GameItem, SubGameItem } from '@site/contract/api/game-schemas';
import { formatDateTime } from '@site/contract/rules/format';
import { isMaintaining, maintenanceNotice } from '@site/contract/rules/session';
import { Button, buttonClassName } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { toast } from '@site/ui/toast-api';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { protectionPaths, useRunningBreak } from '../../protection';
import { useLaunchGame } from '../launch';
import { maintenanceText } from '../maintenance';
import type { OpenGame } from './GameCard';
import styles from './MaintenanceNotice.module.css';

interface Pending {
  game: GameItem;
  subGame?: SubGameItem;
}

/**
 * Opening a game from a card (SPEC 4 Games): during a time-out or
 * self-exclusion (issue 33) it says that games are paused and until when, and
 * opens neither a window nor the transfer-to-game popup; under maintenance
 * (status 2 or inside its window) it says when; a maintenance starting 0-180 s
 * ahead asks first, with 'enter anyway'; otherwise the launch flow runs at
 * once, inside the click (so its window may open). Render `dialog` next to the cards.
 */
export function useGameOpener(): { open: OpenGame; dialog: ReactNode; asking: boolean } {
  const { t } = useTranslation('games');
  const launch = useLaunchGame();
  const running = useRunningBreak();
  const [pending, setPending] = useState<Pending | null>(null);
  const [pausedShown, setPausedShown] = useState(false);

  const open = useCallback<OpenGame>(
    (game, subGame) => {
      if (running) {
        setPausedShown(true);
        return;
      }
      const now = Date.now();
      if (isMaintaining(game, now)) {
        toast.warning(maintenanceText(t, game), `maintenance-${game.gameCode}`);
        return;
      }
      if (maintenanceNotice(game.maintainStartTime, now)) {
        setPending({ game, subGame });
        return;
      }
      launch(game, subGame);
    },
    [launch, t, running],
  );

  const paused = running !== null && pausedShown;
  const closePaused = () => setPausedShown(false);
  const dialog = (
    <>
      <Dialog
        open={paused}
        onOpenChange={(isOpen) => (isOpen ? undefined : closePaused())}
        title={t('paused.title')}
        closeLabel={t('paused.close')}
        description={running ? t(`paused.${running.state}`, { end: formatDateTime(running.until) }) : undefined}
      >
        <div className={styles.actions}>
          <Link className={buttonClassName({ variant: 'ghost' })} to={protectionPaths.exclusion()} onClick={closePaused}>
            {t('paused.more')}
          </Link>
          <Button onClick={closePaused}>{t('paused.ok')}</Button>
        </div>
      </Dialog>
      <Dialog
        open={pending !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setPending(null))}
        title={t('maintenance.noticeTitle')}
        closeLabel={t('maintenance.close')}
        description={pending ? maintenanceText(t, pending.game) : undefined}
      >
        <p className={styles.text}>{t('maintenance.noticeText', { name: pending?.subGame?.subGameName ?? pending?.game.name ?? '' })}</p>
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => setPending(null)}>
            {t('maintenance.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (!pending) return;
              setPending(null);
              launch(pending.game, pending.subGame);
            }}
          >
            {t('maintenance.enterAnyway')}
          </Button>
        </div>
      </Dialog>
    </>
  );
  return { open, dialog, asking: pending !== null || paused };
}
