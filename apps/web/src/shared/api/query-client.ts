import { createQueryClient } from '@site/client/query-client';

export const queryClient = createQueryClient();
