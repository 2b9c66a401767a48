import { ApiError } from '@site/client/errors';
import { requestHeaders } from '@site/client/request';
import { backofficeClient } from '../app/client';

/** Where review photos are served (contract staffQueuePhoto): the only addresses the staff token is sent to here. */
const PHOTO_PREFIX = '/api/v1/staff/queues/photos/';

/**
 * A card's or an ID's review photo as a Blob. Its address needs the staff token in a header, which an
 * <img src> cannot send: it is fetched with the client's own headers (and never cached: the server says
 * no-store), then shown through an object URL (features/queues/QueuePhoto.tsx).
 */
export async function fetchQueuePhoto(address: string, signal?: AbortSignal): Promise<Blob> {
  if (!address.startsWith(PHOTO_PREFIX)) throw new ApiError('invalid', null, `not a review photo: ${address}`);
  const env = backofficeClient.environment;
  const headers = { ...(await requestHeaders(env, false)), accept: 'image/*' };
  let response: Response;
  try {
    response = await env.fetch(address, { headers, signal, cache: 'no-store', credentials: 'same-origin' });
  } catch {
    throw new ApiError(signal?.aborted ? 'aborted' : 'network', null);
  }
  if (!response.ok) throw new ApiError(response.status === 401 ? 'session' : 'unknown', { status: response.status, code: '', msg: '', data: null });
  return response.blob();
}
