import type { Endpoint } from '@site/contract/endpoint';
import { useMe } from '../../api/useMe';

/**
 * Whether the signed-in member may make a call: its endpoint's `roles` in the contract against the member's
 * roles (api/useMe). Actions the member may not take are not offered; the server refuses them anyway.
 */
export function useMayCall(): (endpoint: Endpoint) => boolean {
  const roles = useMe().data?.roles ?? [];
  return (endpoint) => !endpoint.roles || roles.some((role) => endpoint.roles?.includes(role));
}
