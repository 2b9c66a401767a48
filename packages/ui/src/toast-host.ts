// The light toast host (no sonner, no queue): safe on the first screen.
export { ToastHost, type ToastHostProps } from './toast/ToastHost';
