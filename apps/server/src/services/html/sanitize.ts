import sanitizeHtml from 'sanitize-html';

/**
 * Operator HTML (notice, announcement, letter and activity bodies) made safe to insert into the
 * player's page with dangerouslySetInnerHTML. An allow-list: text formatting, lists, tables,
 * headings, links (http, https, mailto; opened in a new window with noopener noreferrer) and images
 * (http, https or a site-relative src). Everything else goes: scripts, styles, iframes, forms,
 * objects, event handlers, inline style attributes, javascript:/data:/vbscript: URLs and any
 * protocol-relative or entity-obfuscated variant of them (the parser decodes entities first).
 *
 * Applied when the operator writes a body AND again when a body is served, so a row written before
 * a rule tightened, or straight into the database, is still cleaned.
 */

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small',
  'sub', 'sup', 'blockquote', 'q', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li',
  'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'a', 'img',
];

/** A src or href that is relative to our own site: a path, never '//host' (protocol-relative). */
function isSiteRelative(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^\.{1,2}\//.test(url);
}

/** Control characters and whitespace browsers ignore inside a URL scheme ("java\tscript:"). */
function squeeze(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

function safeUrl(url: string | undefined, schemes: readonly string[]): string | undefined {
  if (url === undefined) return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  if (isSiteRelative(trimmed) && !/\\/.test(trimmed)) return trimmed;
  const squeezed = squeeze(trimmed).toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(squeezed);
  if (!match || !schemes.includes(match[1] ?? '')) return undefined;
  // A backslash lets some browsers read "http:\\evil" oddly; a real link never needs one.
  if (/\\/.test(trimmed)) return undefined;
  return trimmed;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
  },
  // The transform below checks URLs itself; these keep sanitize-html's own scheme filter in step.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], a: ['http', 'https', 'mailto'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Drop the element and everything inside it, not just the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'xmp', 'noembed', 'noframes', 'title', 'head', 'select', 'plaintext'],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeUrl(attribs.href, ['http', 'https', 'mailto']);
      const out: Record<string, string> = {};
      if (attribs.title) out.title = attribs.title;
      if (href !== undefined) {
        out.href = href;
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = safeUrl(attribs.src, ['http', 'https']);
      const out: Record<string, string> = {};
      if (src !== undefined) out.src = src;
      for (const key of ['alt', 'title', 'width', 'height'] as const) {
        const value = attribs[key];
        if (value === undefined) continue;
        if ((key === 'width' || key === 'height') && !/^\d{1,4}$/.test(value)) continue;
        out[key] = value;
      }
      return { tagName, attribs: out };
    },
  },
  // An image without a usable source is nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The one entry point: operator HTML in, HTML that can run no script out. */
export function sanitizeOperatorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
