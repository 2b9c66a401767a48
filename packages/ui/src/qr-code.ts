// A QR code drawn as one SVG path (uqr): the cashier's addresses, the back office's two-factor enrolment.
export { QrCode, type QrCodeProps } from './qr-code/QrCode';
