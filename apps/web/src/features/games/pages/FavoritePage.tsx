import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../shared/ui';

/** /favorite: the player's favourite games (filled by the games issue). */
export default function FavoritePage() {
  const { t } = useTranslation('games');
  return <PageFrame title={t('favorite.title')} description={t('favorite.description')} />;
}
