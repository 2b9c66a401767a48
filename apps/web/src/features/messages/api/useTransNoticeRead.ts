import { messageTransNoticeRead } from '@site/contract/api/message';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { noticeWasRead } from './noticeCache';

export function readTransNotice(id: number) {
  return call(messageTransNoticeRead, { params: { id } });
}

/** PUT /v1/transaction/notice/read/{id}: marks one transaction notice read (when the player opens it). */
export function useTransNoticeRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readTransNotice,
    onSuccess: (notice) => noticeWasRead(client, 'trade', notice.id),
  });
}
