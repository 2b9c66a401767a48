import { staffContentPictureUpload } from '@site/contract/api/staff-content';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';

/** Uploads a picture's bytes: the server re-encodes it and answers its stored widths. */
export function useContentPictureUpload() {
  return useMutation({
    mutationFn: (file: Blob) => backofficeClient.call(staffContentPictureUpload, { rawBody: file, quiet: true }),
  });
}
