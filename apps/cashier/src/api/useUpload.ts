import { fundUpload, type UploadPurpose } from '@site/contract/api/fund';
import { useMutation } from '@tanstack/react-query';
import { useCashier } from '../app/session';

/** Sends one photo's raw bytes (the server decides jpeg/png/gif from the content) and answers its fileId. */
export function useUpload() {
  const { client } = useCashier();
  return useMutation({
    mutationFn: ({ purpose, file }: { purpose: UploadPurpose; file: Blob }) => client.call(fundUpload, { query: { purpose }, rawBody: file, quiet: true }),
  });
}
