export { SafeHtml, type SafeHtmlProps } from './safe-html/SafeHtml';
export { sanitizeHtml } from './safe-html/sanitize';
