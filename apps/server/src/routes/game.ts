import { gameApi, type Endpoint } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf, type RouteContext } from '../http/route';
import { listGameTypes, subGameCategories } from '../services/game-types';
import { setGameFavorite, setSubGameFavorite } from '../services/games/favorites';
import { launchUrl } from '../services/games/launch';
import * as lists from '../services/games/lists';
import { betRecords, betSummary } from '../services/games/records';
import { isTestingHost } from '../http/request-host';
import type { ViewContext } from '../services/games/rows';

/** Games calls of SPEC 7: catalogue lists, favourites, search, launch, bet records. */
export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const optional = { optionalAuth: true };
  // isTestingDomain (SPEC 7) is accepted and not believed: the host the server was reached at decides (services/games/rows.ts).
  const view = <E extends Endpoint>(ctx: RouteContext<E>): ViewContext => ({
    lang: ctx.lang,
    brand: ctx.brand,
    // SPEC 6's testing host, decided from the host the server was reached at (TESTING_HOSTS), never from what
    // the client sends: `origin_url` and `isTestingDomain` are not believed (issue 33).
    testing: isTestingHost(ctx.request, app.site.testingHosts),
    accountId: ctx.session?.accountId,
    now: Date.now(),
  });

  // Public: a visitor's answer is the same for every visitor of a language, brand and host kind (http/public-answer.ts).
  const open = { optionalAuth: true, public: true };
  route(app, gameApi.type, ({ lang }) => listGameTypes(db, lang), { public: true });
  route(app, gameApi.list, (ctx) => lists.listGames(db, view(ctx), ctx.query), open);
  route(app, gameApi.usual, (ctx) => lists.usualGames(db, view(ctx), sessionOf(ctx).accountId, ctx.query.size));
  route(app, gameApi.homeFavorites, (ctx) => lists.homeFavorites(db, view(ctx), sessionOf(ctx).accountId, ctx.query.size));
  route(app, gameApi.redirect, (ctx) =>
    launchUrl(db, view(ctx), sessionOf(ctx), ctx.params.gameCode ?? '', { subGameCode: ctx.query.subGameCode, allowAutoTransfer: true }),
  );
  route(app, gameApi.redirectOnly, (ctx) =>
    launchUrl(db, view(ctx), sessionOf(ctx), ctx.params.gameCode ?? '', { subGameCode: ctx.query.subGameCode, allowAutoTransfer: false }),
  );
  route(app, gameApi.subgameCategories, (ctx) => subGameCategories(db, ctx.lang, ctx.query.gameType, view(ctx).testing, ctx.query.channelCode), { public: true });
  route(app, gameApi.subgames, (ctx) => lists.listSubGames(db, view(ctx), ctx.query, ctx.query), open);
  route(app, gameApi.favorites, (ctx) => lists.favoriteGames(db, view(ctx), sessionOf(ctx).accountId, ctx.query.gameType));
  route(app, gameApi.subgameFavorites, (ctx) =>
    lists.favoriteSubGames(db, view(ctx), sessionOf(ctx).accountId, ctx.query.gameType, ctx.query),
  );
  route(app, gameApi.favoriteAdd, (ctx) => setGameFavorite(db, view(ctx), sessionOf(ctx).accountId, ctx.params.id, true));
  route(app, gameApi.favoriteRemove, (ctx) => setGameFavorite(db, view(ctx), sessionOf(ctx).accountId, ctx.params.id, false));
  route(app, gameApi.subgameFavoriteAdd, (ctx) => setSubGameFavorite(db, view(ctx), sessionOf(ctx).accountId, ctx.params.id, true));
  route(app, gameApi.subgameFavoriteRemove, (ctx) => setSubGameFavorite(db, view(ctx), sessionOf(ctx).accountId, ctx.params.id, false));
  route(app, gameApi.recommendList, (ctx) => lists.recommendGames(db, view(ctx), ctx.query.gameType, ctx.query.size), open);
  route(app, gameApi.subgameRecommendList, (ctx) => lists.recommendSubGames(db, view(ctx), ctx.query, ctx.query.size), open);
  route(app, gameApi.search, (ctx) => lists.searchGames(db, view(ctx), ctx.query.keyword), optional);
  route(app, gameApi.selectList, (ctx) => lists.selectList(db, view(ctx), ctx.query.gameType));
  route(app, gameApi.orderSummary, (ctx) => betSummary(db, sessionOf(ctx).accountId, ctx.query));
  route(app, gameApi.orderList, (ctx) => betRecords(db, sessionOf(ctx).accountId, ctx.query, ctx.query, ctx.lang));
  route(
    app,
    gameApi.excludeGameCode,
    async () => {
      const row = await db.selectFrom('settings').select('value').where('key', '=', 'excludeGameCode').executeTakeFirst();
      try {
        const codes = JSON.parse(row?.value ?? '[]') as unknown;
        return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
      } catch {
        return [];
      }
    },
    { public: true },
  );
}
