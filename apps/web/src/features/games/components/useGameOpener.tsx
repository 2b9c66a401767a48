import type { GameItem, SubGameItem } from '@site/contract/api/game-schemas';
import { isMaintaining, maintenanceNotice } from '@site/contract/rules/session';
import { Button } from '@site/ui/button';
import { Dialog } from '@site/ui/dialog';
import { toast } from '@site/ui/toast-api';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLaunchGame } from '../launch';
import { maintenanceText } from '../maintenance';
import type { OpenGame } from './GameCard';
import styles from './MaintenanceNotice.module.css';

interface Pending {
  game: GameItem;
  subGame?: SubGameItem;
}

/**
 * Opening a game from a card (SPEC 4 Games): under maintenance (status 2 or
 * inside its window) it says when; a maintenance starting 0-180 s ahead asks
 * first, with 'enter anyway'; otherwise the launch flow runs at once, inside
 * the click (so its window may open). Render `dialog` next to the cards.
 */
export function useGameOpener(): { open: OpenGame; dialog: ReactNode; asking: boolean } {
  const { t } = useTranslation('games');
  const launch = useLaunchGame();
  const [pending, setPending] = useState<Pending | null>(null);

  const open = useCallback<OpenGame>(
    (game, subGame) => {
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
    [launch, t],
  );

  const dialog = (
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
  );
  return { open, dialog, asking: pending !== null };
}
