import type { IdCardState } from '@site/contract/api/account';

/** GET /v1/user/idcard answers for the bind-card tests: verified (the form shows) and the states that block it. */
export const ID_VERIFIED: IdCardState = {
  status: 2,
  realName: '林試玩',
  idNumber: 'A12****789',
  reason: null,
  submittedAt: '2024-05-01T08:00:00.000Z',
  reviewedAt: '2024-05-01T09:00:00.000Z',
  photosOnFile: true,
};
/** Verified, but recorded without photos (demo data): the card application carries them (issue 19). */
export const ID_VERIFIED_NO_PHOTOS: IdCardState = { ...ID_VERIFIED, photosOnFile: false };
export const ID_NONE: IdCardState = { status: 0, realName: null, idNumber: null, reason: null, submittedAt: null, reviewedAt: null };
export const ID_VERIFYING: IdCardState = { ...ID_VERIFIED, status: 1, reviewedAt: null };
export const ID_FAILED: IdCardState = { ...ID_VERIFIED, status: 3, reason: '照片模糊無法辨識' };
