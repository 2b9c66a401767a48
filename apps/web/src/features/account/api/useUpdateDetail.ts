import { userUpdateDetail } from '@site/contract/api/user';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { patchUserInfo } from '../../../shared/session/userInfo';
import { accountKeys } from './keys';
import type { UserDetail } from './useUserDetail';

export type DetailChange = BodyOf<typeof userUpdateDetail>;

/** PUT /v1/user/detail: nickname (once), avatar, gender, birthday (once). Failures are shown by the dialog (quiet). */
export function updateDetail(body: DetailChange): Promise<UserDetail> {
  return call(userUpdateDetail, { body, quiet: true });
}

export function useUpdateDetail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDetail,
    onSuccess: (detail) => {
      client.setQueryData(accountKeys.detail(), detail);
      // The header shows these at once; the user info is asked again all the same.
      patchUserInfo(client, { nickname: detail.nickname, avatar: detail.avatar });
      void client.invalidateQueries({ queryKey: accountKeys.detail() });
      void client.invalidateQueries({ queryKey: sessionKeys.userInfo() });
    },
  });
}
