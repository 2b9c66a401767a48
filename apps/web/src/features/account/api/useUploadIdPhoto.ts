import { fundUpload, type UploadPurpose } from '@site/contract/api/fund';
import type { ResponseOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

export type UploadResult = ResponseOf<typeof fundUpload>;

/**
 * POST /v1/fund/upload?purpose=idFront|idBack: the photo's raw bytes (the
 * server decides jpeg/png/gif from the content), as the cashier's bank-card
 * binding sends them; answers the fileId the submission names.
 */
export function uploadIdPhoto({ purpose, file }: { purpose: Extract<UploadPurpose, 'idFront' | 'idBack'>; file: Blob }): Promise<UploadResult> {
  return call(fundUpload, { query: { purpose }, rawBody: file, quiet: true });
}

export function useUploadIdPhoto() {
  return useMutation({ mutationFn: uploadIdPhoto });
}
