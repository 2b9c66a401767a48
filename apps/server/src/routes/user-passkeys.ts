import { accountPasskeysApi, type BrandId } from '@site/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestHost } from '../http/request-host';
import { route, sessionOf } from '../http/route';
import { loginWithPasskey } from '../services/accounts/passkey-login';
import { relyingParty } from '../services/accounts/passkey-rp';
import { confirmOptions, listPasskeys, loginOptions, registerPasskey, registrationOptions, removePasskey, renamePasskey } from '../services/accounts/passkeys';
import { sensitiveLimit } from './user';

const param = (ctx: { params: Record<string, string> }) => ctx.params.id ?? '';

/** The relying party's name shown by the browser's passkey dialog: the brand. */
const rpName = (brand: BrandId) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * Passkeys (issue 39): My account's list, adding, renaming and removing; the login by passkey (no session). The
 * relying party comes from PASSKEY_SITES for the request's brand and host (services/accounts/passkey-rp.ts). The
 * contract's schemas check the WebAuthn JSON's shape; the library checks the rest.
 */
export async function userPasskeyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const sensitive = sensitiveLimit(app);
  const production = app.site.nodeEnv === 'production';
  const rpOf = (request: FastifyRequest, brand: BrandId) => {
    const origin = request.headers.origin;
    return relyingParty(
      { host: requestHost(request), protocol: request.protocol, hostWithPort: request.host, originHeader: typeof origin === 'string' ? origin : undefined },
      brand,
      app.site.passkeySites,
      production,
    );
  };
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;

  route(app, accountPasskeysApi.list, (ctx) => listPasskeys(db, me(ctx)));
  route(app, accountPasskeysApi.registerOptions, (ctx) => registrationOptions(db, me(ctx), rpOf(ctx.request, ctx.brand), rpName(ctx.brand)));
  route(app, accountPasskeysApi.register, (ctx) => registerPasskey(db, me(ctx), { name: ctx.body.name, credential: ctx.body.credential as unknown as RegistrationResponseJSON }));
  route(app, accountPasskeysApi.rename, (ctx) => renamePasskey(db, me(ctx), param(ctx), ctx.body.name));
  // A removal may guess the login password: the per-address limit of the other sensitive calls.
  route(app, accountPasskeysApi.confirmOptions, (ctx) => confirmOptions(db, me(ctx), param(ctx), rpOf(ctx.request, ctx.brand)));
  route(
    app,
    accountPasskeysApi.remove,
    (ctx) => removePasskey(db, sessionOf(ctx), param(ctx), { pwd: ctx.body.pwd, credential: ctx.body.credential as unknown as AuthenticationResponseJSON | undefined }),
    sensitive,
  );
  route(app, accountPasskeysApi.loginOptions, (ctx) => loginOptions(db, rpOf(ctx.request, ctx.brand)), sensitive);
  route(
    app,
    accountPasskeysApi.login,
    ({ body, deviceId, request }) =>
      loginWithPasskey(db, { attempt: body.attempt, credential: body.credential as unknown as AuthenticationResponseJSON }, { deviceId, address: request.ip, userAgent: request.headers['user-agent'] }),
    sensitive,
  );
}
