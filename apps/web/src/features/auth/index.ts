export { rememberAuthRequest } from './pendingRequest';
