import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { lazySchema } from '../lazy';
import { errorCodeRecord } from '../errors';
import { queryGameType } from './common';

const apiLanguage = z.enum(['TW', 'EN', 'TH']);

// The answers' shapes are built on first use (lazySchema): the first screen imports these calls and parses
// few of their answers, a server-rendered page bringing its data along (issue 36).

export const languageItem = lazySchema(() => z.object({ code: apiLanguage, name: z.string(), isDefault: z.boolean() }));
export const currencyItem = lazySchema(() =>
  z.object({
    code: z.string(),
    currencyName: z.string(),
    icon: z.string(),
    isDefault: z.boolean(),
  }),
);
export const countryCodeItem = lazySchema(() =>
  z.object({
    countryCode: z.string(),
    nameCn: z.string(),
    regex: z.string(),
    isDisplay: z.boolean(),
    isDefault: z.boolean(),
    /** Numbers of a blocked country get 您暫時無法使用該國家或地區的手機號碼。如有疑問，請聯繫客服。 */
    isBlocked: z.boolean(),
  }),
);
export const dynamicDataItem = lazySchema(() => z.object({ key: z.string(), value: z.string() }));
export const advertItem = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    image: z.string(),
    link: z.string(),
    sort: z.number(),
    /** An uploaded picture's widths (issue 38): `<url> <width>w, ...`; absent for a drawn one. */
    srcset: z.optional(z.string()),
  }),
);
export const marqueeItem = lazySchema(() => z.object({ id: z.number(), content: z.string() }));
export const maintainInfo = lazySchema(() =>
  z.object({
    maintaining: z.boolean(),
    startTime: z.nullable(z.string()),
    endTime: z.nullable(z.string()),
    /** What players are told, in each language (issue 38: set with a scheduled window in the back office); absent when none. */
    message: z.optional(z.object({ TW: z.string(), EN: z.string(), TH: z.string() })),
  }),
);
export const proxyInfo = lazySchema(() => z.object({ proxyCode: z.string(), proxyAccount: z.string() }));
export const mediaItem = lazySchema(() =>
  z.object({
    icon: z.string(),
    path: z.string(),
    QRCode: z.string(),
    media_title: z.string(),
    sub_title: z.string(),
  }),
);
/** The media setting's first value: JSON `{officialMedia: mediaItem[]}` (SPEC 3). */
export const officialMediaValue = lazySchema(() => z.object({ officialMedia: z.array(mediaItem) }));
export const errorCodeVersion = lazySchema(() => z.object({ version: z.string(), errorCodes: z.array(errorCodeRecord) }));

const languageQuery = z.object({ language: z.optional(apiLanguage) });

export const configLanguage = endpoint({ id: 'config.language', onBreak: 'read', method: 'GET', path: '/v1/config/language', response: z.array(languageItem), summary: 'Languages offered' });

export const configCurrency = endpoint({ id: 'config.currency', onBreak: 'read', method: 'GET', path: '/v1/config/currency', response: z.array(currencyItem), summary: 'Currencies offered' });

export const configCountryCode = endpoint({
    id: 'config.countryCode',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/message/countryCode',
    query: z.object({ isDisplay: z.optional(z.enum(['true', 'false'])) }),
    response: z.array(countryCodeItem),
    summary: 'Phone country codes with their regexes',
  });

export const configLogo = endpoint({
    id: 'config.logo',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/logo',
    response: lazySchema(() => z.object({ pcLogo: z.string(), h5Logo: z.string() })),
    summary: 'Brand logo urls',
  });

export const configDynamicData = endpoint({
    id: 'config.dynamicData',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/config/dynamic-data',
    query: z.object({ keys: z.string().check(z.minLength(1), z.maxLength(200)) }),
    response: z.array(dynamicDataItem),
    summary: 'Dynamic configuration by key (permanentDomain, customerService, LiveChatId)',
  });

export const configProcessData = endpoint({
    id: 'config.processData',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/platform/process-data',
    response: lazySchema(() => z.object({ loginCaptcha: z.boolean(), registerCaptcha: z.boolean(), smsCaptcha: z.boolean() })),
    summary: 'Whether each form needs a captcha',
  });

export const configMaintain = endpoint({ id: 'config.maintain', onBreak: 'read', method: 'GET', path: '/maintain', response: maintainInfo, summary: 'Maintenance window (no /api prefix)' });

export const proxyParseDomain = endpoint({
    id: 'proxy.parseDomain',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/proxy/parseDomain',
    response: z.nullable(proxyInfo),
    summary: 'Proxy owning the domain of origin_url, else Origin, else Host (without its first label)',
  });

export const proxyCodeLookup = endpoint({
    id: 'proxy.code',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/proxy/code',
    query: z.object({ proxyCode: z.string().check(z.minLength(1), z.maxLength(32)) }),
    response: z.nullable(proxyInfo),
    summary: 'Proxy account for a proxy code',
  });

export const configAppLastVersion = endpoint({
    id: 'config.appLastVersion',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/app/last/version',
    query: z.object({ appType: z.string().check(z.maxLength(20)), osType: z.string().check(z.maxLength(20)) }),
    response: lazySchema(() => z.object({ version: z.string(), url: z.string(), forceUpdate: z.boolean() })),
    summary: 'Latest app version for an os',
  });

export const configCustomerLink = endpoint({
    id: 'config.customerLink',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/customer/link',
    query: languageQuery,
    response: lazySchema(() => z.object({ url: z.string(), name: z.string() })),
    summary: 'Customer-service chat link',
  });

export const configAdvertList = endpoint({
    id: 'config.advertList',
    onBreak: 'read',
    method: 'GET',
    path: '/v2/message/advert/list',
    query: languageQuery,
    response: z.array(advertItem),
    summary: 'Home adverts',
  });

export const configAvatarUrls = endpoint({ id: 'config.avatarUrls', onBreak: 'read', method: 'GET', path: '/v1/config/avatar/urls', response: z.array(z.string()), summary: 'Avatar image urls' });

/** Without betType the site-wide lines (home); with it a game type's own lines first, then the site-wide ones (SPEC 3). */
export const configMarquee = endpoint({
  id: 'config.marquee',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/marquee',
  query: z.object({ language: z.optional(apiLanguage), betType: z.optional(queryGameType) }),
  response: z.array(marqueeItem),
  summary: 'Marquee lines, site-wide or of a game type (betType 1-7)',
});

export const configMedia = endpoint({
    id: 'config.media',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/config/setting/media',
    extension: true,
    response: z.array(dynamicDataItem),
    summary: "The media setting by key 'media': first item's value is JSON {officialMedia: mediaItem[]}",
  });

export const configErrorCodeVersion = endpoint({
    id: 'basics.errorCodeVersion',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/basics/errorCode/version',
    query: languageQuery,
    response: errorCodeVersion,
    summary: 'Error catalogue for a language',
  });

export const configErrorCodeByVersion = endpoint({
    id: 'basics.errorCodeByVersion',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/basics/errorCode/version/{version}',
    query: languageQuery,
    response: errorCodeVersion,
    summary: 'Error catalogue of a version for a language',
  });

/** Every configuration call; apps import the single endpoints so unused ones are tree-shaken. */
export const configApi = {
  language: configLanguage,
  currency: configCurrency,
  countryCode: configCountryCode,
  logo: configLogo,
  dynamicData: configDynamicData,
  processData: configProcessData,
  maintain: configMaintain,
  parseDomain: proxyParseDomain,
  proxyCode: proxyCodeLookup,
  appLastVersion: configAppLastVersion,
  customerLink: configCustomerLink,
  advertList: configAdvertList,
  avatarUrls: configAvatarUrls,
  marquee: configMarquee,
  media: configMedia,
  errorCodeVersion: configErrorCodeVersion,
  errorCodeByVersion: configErrorCodeByVersion,
} as const;
