import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '@site/ui/skeleton';
import { paths } from '../../../app/paths';
import { PageFrame } from '../../../shared/ui';
import { useGameTypes } from '../api/useGameTypes';
import { DEFAULT_CHANNEL_BY_TYPE, gameTypeLabel } from '../gameTypes';
import styles from './LobbyPage.module.css';

/** /game/lobby/:gameType?/:channelCode?/:platformGameCode? (channel and game code also from the query). */
export default function LobbyPage() {
  const { t } = useTranslation('games');
  const params = useParams();
  const [query] = useSearchParams();
  const gameType = Number(params.gameType);
  const channelCode = params.channelCode ?? query.get('channelCode') ?? undefined;
  const { data: types, isPending } = useGameTypes();
  const current = types?.find((type) => type.type === gameType);
  const channel = current?.subGameCategoryDetail.gameChannelList.find((c) => c.code === channelCode);

  return (
    <PageFrame
      eyebrow={current ? gameTypeLabel(t, current.type, current.name) : undefined}
      title={t('lobby.title')}
      description={channel ? t('lobby.channel', { name: channel.name }) : t('lobby.description')}
    >
      <nav aria-label={t('lobby.types')}>
        <ul className={styles.tabs}>
          {isPending
            ? [0, 1, 2, 3, 4].map((i) => (
                <li key={i}>
                  <Skeleton width={88} height={36} />
                </li>
              ))
            : (types ?? []).map((type) => (
                <li key={type.type}>
                  <Link
                    className={styles.tab}
                    aria-current={type.type === gameType ? 'page' : undefined}
                    to={paths.lobby({ gameType: type.type, channelCode: DEFAULT_CHANNEL_BY_TYPE[type.type] })}
                  >
                    {gameTypeLabel(t, type.type, type.name)}
                  </Link>
                </li>
              ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
