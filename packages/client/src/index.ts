// The barrel is for tests and tools; apps import the files they need
// (`@site/client/client`) so the first screen carries no more than it uses.
export * from './client';
export * from './environment';
export * from './errors';
export * from './money-call';
export * from './os-type';
export * from './query-client';
export { REQUEST_TIMEOUT_MS, type CallInput, type RawResponse } from './request';
export { signRequest } from './sign';
export * from './translator';
