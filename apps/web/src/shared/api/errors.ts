export { ApiError, isApiError, type ApiErrorCase, type ApiFailureResponse } from '@site/client/errors';
