import { messageReadAll, type ReadAllKind } from '@site/contract/api/message';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { messageKeys } from './keys';

/** Only one tab's messages: without a kind the server would mark every tab read. */
export function readAllNotices(kind: ReadAllKind) {
  return call(messageReadAll, { body: { kind } });
}

/** POST /v1/message/center/read/all for one tab; its lists and the header's unread count are asked again. */
export function useReadAllNotices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAllNotices,
    onSuccess: (_result, kind) =>
      Promise.all([client.invalidateQueries({ queryKey: kind === 'mail' ? messageKeys.letters() : messageKeys.notices(kind) }), client.invalidateQueries({ queryKey: sessionKeys.unread() })]),
  });
}
