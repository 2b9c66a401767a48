// showToast and friends; importing this is cheap but not needed on the first screen.
export { showToast, toast, type ToastKind } from './toast/toast-queue';
