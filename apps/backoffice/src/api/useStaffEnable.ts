import { staffEnable } from '@site/contract/api/staff';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { keys } from './keys';

/** Admin: enables a disabled member again (by id). The list and the audit log are read again. */
export function useStaffEnable() {
  return useMutation({
    mutationFn: (id: number) => backofficeClient.call(staffEnable, { params: { id }, quiet: true }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: keys.staff() }), queryClient.invalidateQueries({ queryKey: keys.audit() })]);
    },
  });
}
