import { fundUploadFile } from '@site/contract/api/fund';
import { requestHeaders } from '@site/client/request';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointUrl } from '../../../shared/api/request';
import { webClient } from '../../../shared/api/client';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { messageKeys } from './keys';

/**
 * GET /v1/fund/upload/{fileId}: an attachment's bytes, to its owner only. The call needs the token
 * header, which an <img src> cannot send, so the image is fetched and shown from a blob URL.
 */
export async function fetchAttachment(fileId: string, signal?: AbortSignal): Promise<Blob> {
  const env = webClient.environment;
  const headers = await requestHeaders(env, false);
  const response = await env.fetch(endpointUrl(fundUploadFile, { params: { fileId } }), { headers, ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`attachment ${response.status}`);
  return response.blob();
}

/** The attachment as an object URL (released when the component goes), or null while loading or on failure. */
export function useAttachmentUrl(fileId: string): { url: string | null; failed: boolean } {
  const loggedIn = useIsLoggedIn();
  const query = useQuery({
    queryKey: messageKeys.attachment(fileId),
    queryFn: ({ signal }) => fetchAttachment(fileId, signal),
    enabled: loggedIn,
    staleTime: Infinity,
    retry: 1,
  });
  const [url, setUrl] = useState<string | null>(null);
  // The object URL is made after render (an effect) and released when the blob changes or the image goes.
  useEffect(() => {
    if (!query.data) return undefined;
    const made = URL.createObjectURL(query.data);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [query.data]);
  return { url, failed: query.isError };
}
