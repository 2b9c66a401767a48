import { isEndpoint, type Endpoint } from '../endpoint';
import * as api from './index';

/**
 * Every endpoint value the areas export, directly (`configLogo`) or inside an area object
 * (`configApi.logo`), each once, by path then method so the OpenAPI document reads by area.
 */
/* @__NO_SIDE_EFFECTS__ */
export function collectEndpoints(namespace: Readonly<Record<string, unknown>>): readonly Endpoint[] {
  const found = new Set<Endpoint>();
  for (const value of Object.values(namespace)) {
    if (isEndpoint(value)) found.add(value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const inner of Object.values(value)) if (isEndpoint(inner)) found.add(inner);
    }
  }
  return [...found].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/**
 * Every endpoint of the contract, for the server's OpenAPI document, its routes check, the fuzzer and
 * the authorization matrix. Collected, not listed (api/index.ts names the area files). Apps import
 * single endpoints, never this: the PURE mark lets a bundler drop it, and with it the namespace.
 */
export const allEndpoints: readonly Endpoint[] = /* @__PURE__ */ collectEndpoints(api);
