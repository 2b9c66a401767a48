import './wiring';

export { rememberAuthRequest } from './pendingRequest';
export { AuthButtons } from './AuthButtons';
export { AuthPopupHost } from './AuthPopupHost';
