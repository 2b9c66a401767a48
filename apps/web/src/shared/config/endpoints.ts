/**
 * The configuration endpoints load with their first call: their zod schemas stay
 * off the first screen, which then needs no zod at all (DESIGN 8 budget).
 */
export function loadConfigEndpoints() {
  return import('@site/contract/api/config');
}
