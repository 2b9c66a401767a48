import { staffLettersCancel } from '@site/contract/api/staff-letters';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { lettersKey } from './useLetterCampaigns';

/** Cancels a scheduled letter; the list is read again (also when refused: it changed meanwhile). */
export function useCancelLetter() {
  return useMutation({
    mutationFn: (id: number) => backofficeClient.call(staffLettersCancel, { params: { id }, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lettersKey() }),
  });
}
