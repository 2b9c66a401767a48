import { configApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import * as config from '../services/config';
import { customerLink } from '../services/customer-link';

/** SPEC 7 "Proxy and configuration": every answer comes from the database. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // The same for every caller of a language and brand: kept compressed (http/public-answer.ts).
  const open = { public: true };
  route(app, configApi.language, () => config.listLanguages(db), open);
  route(app, configApi.currency, ({ lang }) => config.listCurrencies(db, lang), open);
  route(
    app,
    configApi.countryCode,
    ({ query }) => config.listCountryCodes(db, query.isDisplay === undefined ? undefined : query.isDisplay === 'true'),
    open,
  );
  route(app, configApi.logo, ({ brand }) => config.brandLogo(db, brand), open);
  route(app, configApi.dynamicData, ({ query }) => config.dynamicData(db, query.keys));
  route(app, configApi.processData, () => config.processData(db), open);
  route(app, configApi.appLastVersion, ({ query, request }) => {
    const header = request.headers['os-type'];
    const osType = query.osType || (typeof header === 'string' ? header : '');
    return config.appLastVersion(db, query.appType, osType);
  });
  // A logged-in caller's username joins the link (SPEC 7); the token is read when present, never required.
  route(app, configApi.customerLink, ({ lang, session }) => customerLink(db, lang, session?.username), { optionalAuth: true });
  route(app, configApi.advertList, ({ lang, brand }) => config.advertList(db, lang, brand), open);
  route(app, configApi.avatarUrls, () => config.avatarUrls(db), open);
  route(app, configApi.marquee, ({ lang, query }) => config.marquee(db, lang, query.betType), open);
  route(app, configApi.media, () => config.mediaSetting(db), open);
}
