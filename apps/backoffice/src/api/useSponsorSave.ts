import { staffContentSponsorUpdate } from '@site/contract/api/staff-content';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Changes a sponsor's texts in one language; the content lists are read again. */
export function useSponsorSave() {
  return useMutation({
    mutationFn: ({ id, language, body }: { id: number; language: string; body: BodyOf<typeof staffContentSponsorUpdate> }) =>
      backofficeClient.call(staffContentSponsorUpdate, { params: { id, language }, body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.area('content') }),
  });
}
