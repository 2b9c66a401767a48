import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Server HTML goes through DOMPurify, always (DESIGN 9). Links that open a new
 * window get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
