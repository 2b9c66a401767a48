import { staffLettersCreate } from '@site/contract/api/staff-letters';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { lettersKey } from './useLetterCampaigns';

/** A letter to a segment, now or at a time; the list is read again. */
export function useCreateLetter() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffLettersCreate>) => backofficeClient.call(staffLettersCreate, { body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lettersKey() }),
  });
}
