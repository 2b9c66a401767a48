export { ToastHost, type ToastHostProps } from './toast/ToastHost';
export { showToast, toast, type ToastKind } from './toast/toast-queue';
