import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PageFrame } from '../../../shared/ui';

/** /game/play/:gameId (named route Game). */
export default function GamePage() {
  const { t } = useTranslation('games');
  return <PageFrame title={t('game.title')} description={t('game.description')} />;
}
