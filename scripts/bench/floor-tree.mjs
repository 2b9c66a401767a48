// The floor page's tree (issue 36, DESIGN 8): server markup turned, at bench time, into plain data that a bare
// React app turns into elements (floor-elements.mjs) and hydrates. The tree is made here, in Node, so the floor
// page walks no DOM and parses no markup: it only builds elements, as any React app's first render does.
// A node is a string (a text node) or [type, props | null, ...children]; type '$' is a Suspense boundary (the
// server's `<!--$-->` … `<!--/$-->`), which React's hydration expects where the server wrote one.

const ELEMENT = 1;
const TEXT = 3;
const COMMENT = 8;
const SVG_NS = 'http://www.w3.org/2000/svg';

/** HTML attributes whose React prop is not their own (lower-case) name: the HTML parser lower-cases them all. */
const HTML_PROPS = Object.fromEntries(
  [
    'acceptCharset', 'accessKey', 'allowFullScreen', 'autoCapitalize', 'autoComplete', 'autoCorrect', 'autoFocus', 'autoPlay',
    'cellPadding', 'cellSpacing', 'charSet', 'colSpan', 'contentEditable', 'controlsList', 'crossOrigin', 'dateTime', 'encType',
    'enterKeyHint', 'fetchPriority', 'formAction', 'formEncType', 'formMethod', 'formNoValidate', 'formTarget', 'frameBorder',
    'hrefLang', 'httpEquiv', 'imageSizes', 'imageSrcSet', 'inputMode', 'itemID', 'itemProp', 'itemRef', 'itemScope', 'itemType',
    'marginHeight', 'marginWidth', 'maxLength', 'minLength', 'noModule', 'noValidate', 'playsInline', 'popoverTarget',
    'popoverTargetAction', 'readOnly', 'referrerPolicy', 'rowSpan', 'spellCheck', 'srcDoc', 'srcLang', 'srcSet', 'tabIndex', 'useMap',
  ].map((prop) => [prop.toLowerCase(), prop]),
);
Object.assign(HTML_PROPS, { class: 'className', for: 'htmlFor', 'accept-charset': 'acceptCharset', 'http-equiv': 'httpEquiv' });

/** Attributes React takes as booleans (present = true), whatever value the markup gives them. */
const BOOLEAN = new Set([
  'allowFullScreen', 'async', 'autoFocus', 'autoPlay', 'controls', 'default', 'defer', 'disabled', 'formNoValidate', 'hidden',
  'inert', 'itemScope', 'loop', 'multiple', 'muted', 'noModule', 'noValidate', 'open', 'playsInline', 'readOnly', 'required',
  'reversed', 'scoped', 'seamless', 'checked', 'selected',
]);

/** Elements React puts in <head> itself (hoistables): the server writes them before the app's markup, the client skips them there. */
const HOISTED = new Set(['link', 'meta', 'title']);

/** Suspense markers React writes around a boundary's content: completed, pending, client-rendered. */
const BOUNDARY_START = new Set(['$', '$?', '$!']);
const BOUNDARY_END = '/$';

const camel = (name) => name.replace(/[-:]([a-z0-9])/g, (_, c) => c.toUpperCase());

/** The React prop of an attribute: SVG's hyphenated and namespaced names in camel case (stroke-width, xlink:href), aria-/data- as they are. */
export function propName(attribute, inSvg) {
  if (/^(aria|data)-/.test(attribute)) return attribute;
  if (inSvg) return attribute === 'class' ? 'className' : camel(attribute);
  return HTML_PROPS[attribute] ?? attribute;
}

/** A CSS property's name as a React style key: custom properties as written, vendor prefixes as React spells them. */
function styleKey(property) {
  if (property.startsWith('--')) return property;
  const name = property.toLowerCase();
  if (name.startsWith('-ms-')) return camel(name.slice(1));
  if (!name.startsWith('-')) return camel(name);
  const key = camel(name.slice(1));
  return key[0].toUpperCase() + key.slice(1);
}

/** The declarations of a `style` attribute, split at `;` outside brackets and quotes. */
function declarations(text) {
  const out = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** A `style` attribute as React's style object: `width:100%;--accent:#fff` → { width: '100%', '--accent': '#fff' }. */
export function styleObject(text) {
  const style = {};
  for (const declaration of declarations(text)) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim();
    if (property) style[styleKey(property)] = declaration.slice(colon + 1).trim();
  }
  return style;
}

/** A field's value in the markup is its default: the floor's fields are uncontrolled, as the markup is. */
const FIELD_DEFAULTS = { 'input value': 'defaultValue', 'input checked': 'defaultChecked' };

/** An element's props from its attributes; form fields' values as their defaults (an uncontrolled field, as the markup is). */
function propsOf(element, inSvg) {
  const props = {};
  const tag = element.localName;
  for (const { name, value } of element.attributes) {
    const prop = propName(name, inSvg);
    if (prop === 'style') props.style = styleObject(value);
    // The select carries the chosen option (below): React warns about `selected` on an option.
    else if (tag === 'option' && prop === 'selected') continue;
    else props[FIELD_DEFAULTS[`${tag} ${prop}`] ?? prop] = !inSvg && BOOLEAN.has(prop) ? true : value;
  }
  if (tag === 'select') {
    // The server marks the chosen option `selected`; React takes the choice on the select.
    const chosen = [...element.querySelectorAll('option')].filter((option) => option.hasAttribute('selected'));
    if (chosen.length) props.defaultValue = props.multiple ? chosen.map(valueOf) : valueOf(chosen[0]);
  }
  if (tag === 'textarea') props.defaultValue = element.textContent;
  return Object.keys(props).length ? props : null;
}

const valueOf = (option) => option.getAttribute('value') ?? option.textContent;

/**
 * The children of `parent` (a DOM node) as tree nodes. Comments are dropped except Suspense markers, which
 * wrap what lies between them in a '$' node; React's hoisted tags (link, meta, title) are dropped.
 */
export function childrenOf(parent, inSvg = false) {
  const stack = [[]];
  for (const node of parent.childNodes) {
    const into = stack[stack.length - 1];
    if (node.nodeType === TEXT) into.push(node.data);
    else if (node.nodeType === COMMENT) {
      if (BOUNDARY_START.has(node.data)) stack.push([]);
      else if (node.data === BOUNDARY_END && stack.length > 1) {
        const content = stack.pop();
        stack[stack.length - 1].push(['$', null, ...content]);
      }
    } else if (node.nodeType === ELEMENT) {
      const tree = elementOf(node, inSvg);
      if (tree) into.push(tree);
    }
  }
  // An unclosed boundary (never in React's markup) keeps its content where it stands.
  while (stack.length > 1) {
    const content = stack.pop();
    stack[stack.length - 1].push(...content);
  }
  return stack[0];
}

/** One element as a tree node, or null for what the client does not hydrate in place (hoisted tags, scripts). */
export function elementOf(element, inSvg = false) {
  const tag = element.localName;
  const svg = inSvg || element.namespaceURI === SVG_NS;
  if (!svg && (HOISTED.has(tag) || tag === 'script')) return null;
  const props = propsOf(element, svg);
  // A textarea's text is its default value, and option text within a select stays as children.
  const children = tag === 'textarea' ? [] : childrenOf(element, svg && tag !== 'foreignObject');
  return [tag, props, ...children];
}

/** What the floor hydrates: the children of the app's root element (`#root`) as tree nodes. */
export const treeOf = (root) => childrenOf(root);
