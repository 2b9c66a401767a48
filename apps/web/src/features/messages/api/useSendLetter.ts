import { fundUpload } from '@site/contract/api/fund';
import { letterNew, letterReply } from '@site/contract/api/letter';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { messageKeys } from './keys';

/** POST /v1/fund/upload?purpose=letter: an attachment's raw bytes (jpg or png, decided by the server from the content). */
export function uploadAttachment(file: Blob) {
  return call(fundUpload, { query: { purpose: 'letter' }, rawBody: file, quiet: true });
}

export function sendLetter(body: BodyOf<typeof letterNew>) {
  return call(letterNew, { body, quiet: true });
}

export function sendReply(body: BodyOf<typeof letterReply>) {
  return call(letterReply, { body, quiet: true });
}

/** POST /v1/user/internal/letter/new: the mail tab's lists are asked again (the letter shows under sent). */
export function useSendLetter() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendLetter, onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.letters() }) });
}

/** POST /v1/user/internal/letter/message/reply: the thread and the lists follow. */
export function useSendReply() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendReply, onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.letters() }) });
}

export function useUploadAttachment() {
  return useMutation({ mutationFn: uploadAttachment });
}
