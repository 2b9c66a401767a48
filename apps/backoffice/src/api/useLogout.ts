import { staffLogout } from '@site/contract/api/staff';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { useBackoffice } from '../app/store';

/** Ends the session on the server, then here whatever the answer (a failed call must not keep a member signed in on this tab). */
export function useLogout() {
  return useMutation({
    mutationFn: () => backofficeClient.call(staffLogout, { quiet: true }).catch(() => null),
    onSettled: () => {
      useBackoffice.getState().signOut();
      queryClient.clear();
    },
  });
}
