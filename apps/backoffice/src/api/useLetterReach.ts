import { staffLettersReach } from '@site/contract/api/staff-letters';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';

/** How many players a segment reaches now (the preview before sending). */
export function useLetterReach() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffLettersReach>) => backofficeClient.call(staffLettersReach, { body, quiet: true }),
  });
}
