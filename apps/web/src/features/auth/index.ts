import './wiring';

export { rememberAuthRequest, takeAuthRequestAtStart } from './pendingRequest';
export { AuthButtons } from './AuthButtons';
export { AuthPopupHost } from './AuthPopupHost';
