import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { lineProfile, lineRegisterBody, loginResult } from './user-schemas';
import { opaqueId } from './validation';

/** LINE calls of SPEC 7 (login, registration and binding through LINE); part of userApi (user.ts). */

export const userLineAuth = endpoint({
    id: 'user.lineAuth',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/user/line/auth',
    body: z.object({
      redirectUrl: z.string().check(z.minLength(1), z.maxLength(512)),
      action: z.union([z.literal(0), z.literal(1)]),
      telephoneState: z.optional(opaqueId),
    }),
    response: z.object({ url: z.string() }),
    summary: 'LINE authorisation URL; LINE comes back to redirectUrl?stateToken=...&action=0|1',
  });

export const userLineProfile = endpoint({
    id: 'user.lineProfile',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/user/line/{id}',
    response: lineProfile,
    summary: 'The LINE user behind a state token (id = stateToken)',
  });

export const userLoginByLine = endpoint({
    id: 'user.loginByLine',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/user/loginByLine',
    body: z.object({ stateToken: opaqueId }),
    response: loginResult,
    summary: 'Login with a LINE state token; 012061 {stateToken, displayName} when not registered, 012060 when the token is invalid',
  });

export const userRegisterByLine = endpoint({
    id: 'user.registerByLine',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/user/registerByLine',
    body: lineRegisterBody,
    response: loginResult,
    summary: 'Registers the LINE user of a state token (needs a telephone state) and logs in',
  });

export const userLineBinding = endpoint({
    id: 'user.lineBinding',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/user/line/binding',
    auth: true,
    body: z.object({ stateToken: opaqueId }),
    response: z.null(),
    summary: 'Binds the LINE user of a state token to the logged-in account',
  });
