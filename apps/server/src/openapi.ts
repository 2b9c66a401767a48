import { envelope, failureEnvelope, noInput, pathParams, type Endpoint } from '@site/contract';
import * as z from 'zod/mini';

/** Contract paths served without the /api prefix. */
export const UNPREFIXED_PATHS: readonly string[] = ['/maintain'];

/**
 * Public endpoints served without the sign headers, by id: players' own figures (issue 22), which
 * navigator.sendBeacon sends without any header of ours (docs/decisions.md "Issue 22: players' own figures").
 */
export const UNSIGNED_ENDPOINT_IDS: ReadonlySet<string> = new Set(['metrics.vitals']);

/** Endpoints served without the sign headers: the demo game window's own calls (the game-session header authorises) and UNSIGNED_ENDPOINT_IDS. */
export function isUnsigned(endpoint: Endpoint): boolean {
  return UNPREFIXED_PATHS.includes(endpoint.path) || endpoint.id.startsWith('play.') || UNSIGNED_ENDPOINT_IDS.has(endpoint.id);
}

export function servedPath(endpoint: Endpoint): string {
  return UNPREFIXED_PATHS.includes(endpoint.path) ? endpoint.path : `/api${endpoint.path}`;
}

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  return out;
}

const SIGN_HEADERS = ['device-id', 'os-type', 'timestamp', 'platform-code', 'sign'] as const;

const HEADER_DOCS: Record<string, string> = {
  'device-id': 'Device id (20 or 32 characters), kept by the client',
  'os-type': 'Client kind, e.g. pc or h5',
  timestamp: 'Client time in milliseconds; more than 5 minutes off is refused (000403)',
  'platform-code': 'Brand id: jade, pearl or amber',
  sign: 'hex HMAC-SHA256 over device-id + os-type + timestamp with the brand secret (stops casual scripts; not authentication)',
  token: "Session token of a logged-in player (an agent's on the /v1/agent calls, a staff member's on the /v1/staff calls: each kind is refused on the others' calls)",
  'Idempotency-Key': 'Unique per money-moving action; a repeat returns the first result',
  'game-session': 'Game session of the demo game window (from POST /api/v1/play/session)',
};

function operation(endpoint: Endpoint): Json {
  const signed = !isUnsigned(endpoint);
  const parameters: Json[] = pathParams(endpoint.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const query = jsonSchema(endpoint.query, 'input');
  const required = new Set((query.required as string[] | undefined) ?? []);
  for (const [name, schema] of Object.entries((query.properties as Record<string, Json> | undefined) ?? {})) {
    parameters.push({ name, in: 'query', required: required.has(name), schema });
  }
  const session = endpoint.id.startsWith('play.') && endpoint.id !== 'play.session' ? ['game-session'] : [];
  const headers: string[] = [...(signed ? SIGN_HEADERS : []), ...(endpoint.auth ? ['token'] : []), ...session, ...(endpoint.idempotent ? ['Idempotency-Key'] : [])];
  for (const name of headers) parameters.push({ $ref: `#/components/parameters/${name}` });

  const op: Json = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.id.split('.')[0]],
    parameters,
    responses: {
      '200': { description: 'Success envelope', content: { 'application/json': { schema: jsonSchema(envelope(endpoint.response), 'output') } } },
      default: { description: 'Failure envelope (status + catalogued code)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
    },
  };
  if (endpoint.method !== 'GET' && endpoint.body !== noInput) {
    op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } };
  }
  if (endpoint.extension) op['x-extension'] = true;
  if (endpoint.roles) op['x-staff-roles'] = [...endpoint.roles];
  return op;
}

/** OpenAPI 3.1 document of the contract, built from the same zod schemas the server validates with. */
export function buildOpenApi(endpoints: readonly Endpoint[], version = '0.1.0'): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of endpoints) {
    const path = servedPath(endpoint);
    paths[path] = { ...(paths[path] ?? {}), [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  const parameters = Object.fromEntries(
    Object.entries(HEADER_DOCS).map(([name, description]) => [
      name,
      { name, in: 'header', required: SIGN_HEADERS.includes(name as (typeof SIGN_HEADERS)[number]), description, schema: { type: 'string' } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Player site API',
      version,
      description:
        'Success: HTTP 200 {code:"000000",msg:"success",data}. Failure: 4xx/5xx {code,msg,data}; the client key is status + code. Extension calls (paths of ours) are marked x-extension.',
    },
    paths,
    components: { parameters, schemas: { Failure: jsonSchema(failureEnvelope, 'output') } },
  };
}
