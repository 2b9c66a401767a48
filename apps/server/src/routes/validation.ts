import { validationApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { sensitiveLimit } from './user';
import { requestCode, telephoneState, voiceCountries } from '../services/accounts/send';
import { captchaChannel, createGraphic, createSlider } from '../services/captcha';

/** Validation service (SPEC 7): captcha, SMS and voice codes, telephone state. */
export async function validationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // Per IP on top of the per-device and per-number limits (DESIGN 9).
  const limit = sensitiveLimit(app);
  route(app, validationApi.captcha, async ({ lang }) => ({ channelName: await captchaChannel(db), additionalParams: {}, language: lang }));
  route(app, validationApi.imgCode, ({ deviceId, query, request }) => createGraphic(db, { deviceId: deviceId || query.uuid, address: request.ip, addressMax: app.site.addressLimits.captchasPer10Min }), limit);
  route(app, validationApi.sliderChallenge, ({ deviceId, query, request }) => createSlider(db, { deviceId: deviceId || (query.uuid ?? ''), address: request.ip, addressMax: app.site.addressLimits.captchasPer10Min }), limit);
  // The token is read when present: codes to the bound number (types 5-8) need the session, and go to it when no mobile is given.
  route(app, validationApi.sms, ({ body, deviceId, session, request }) => requestCode(db, 'sms', body, { deviceId, address: request.ip, addressPerHour: app.site.addressLimits.codesPerHour }, session), { optionalAuth: true, ...limit });
  route(app, validationApi.voice, ({ body, deviceId, session, request }) => requestCode(db, 'voice', body, { deviceId, address: request.ip, addressPerHour: app.site.addressLimits.codesPerHour }, session), { optionalAuth: true, ...limit });
  route(app, validationApi.voiceCheck, async ({ query }) => (await voiceCountries(db)).includes(query.countryCode));
  route(app, validationApi.smsState, ({ body }) => telephoneState(db, body), limit);
}
