import { configApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import * as config from '../services/config';
import { customerLink } from '../services/customer-link';

/** SPEC 7 "Proxy and configuration": every answer comes from the database. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  route(app, configApi.language, () => config.listLanguages(db));
  route(app, configApi.currency, ({ lang }) => config.listCurrencies(db, lang));
  route(app, configApi.countryCode, ({ query }) =>
    config.listCountryCodes(db, query.isDisplay === undefined ? undefined : query.isDisplay === 'true'),
  );
  route(app, configApi.logo, ({ brand }) => config.brandLogo(db, brand));
  route(app, configApi.dynamicData, ({ query }) => config.dynamicData(db, query.keys));
  route(app, configApi.processData, () => config.processData(db));
  route(app, configApi.appLastVersion, ({ query, request }) => {
    const header = request.headers['os-type'];
    const osType = query.osType || (typeof header === 'string' ? header : '');
    return config.appLastVersion(db, query.appType, osType);
  });
  // A logged-in caller's username joins the link (SPEC 7); the token is read when present, never required.
  route(app, configApi.customerLink, ({ lang, session }) => customerLink(db, lang, session?.username), { optionalAuth: true });
  route(app, configApi.advertList, ({ lang }) => config.advertList(db, lang));
  route(app, configApi.avatarUrls, () => config.avatarUrls(db));
  route(app, configApi.marquee, ({ lang, query }) => config.marquee(db, lang, query.betType));
  route(app, configApi.media, () => config.mediaSetting(db));
}
