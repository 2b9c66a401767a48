export { call, resetCallState, type CallOptions } from './call';
export { moneyCall, MONEY_CALL_RETRIES } from './money-call';
export { ApiError, isApiError, type ApiErrorCase, type ApiFailureResponse } from './errors';
export { queryClient, createQueryClient, shouldRetry } from './query-client';
export { setApiEnvironment, setNavigator, apiEnvironment, type ApiEnvironment } from './environment';
export { getDeviceId, resolveDeviceId, DEVICE_ID_KEY } from './device';
export { detectOsType, type OsType } from './os-type';
export { REQUEST_TIMEOUT_MS, endpointUrl } from './request';
