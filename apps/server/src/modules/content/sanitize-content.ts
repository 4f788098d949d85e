/**
 * Operator-written HTML as players may receive it (issue 19): an allow-list of tags, attributes,
 * styles and link schemes, applied by `sanitize-html` before anything is stored. Scripts, event
 * attributes, `javascript:` and `data:` links, frames, forms and styles that could hide or overlay
 * the page never reach a player; a link that opens a new tab is given `rel="noopener noreferrer"`.
 */
import sanitizeHtml from 'sanitize-html';

/**
 * What a link or picture may point at: an address with a scheme (checked against the allowed schemes
 * below), a path on the site, or a place on the page. Anything else (a bare word a browser would
 * resolve oddly, a backtick) is dropped.
 */
const SAFE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/(?!\/)|#)/i;

/** The attributes without `name` when its address is not a safe one. */
const withSafeUrl = (attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes => {
  const { [name]: url, ...rest } = attribs;
  return url === undefined || SAFE_URL.test(url.trim()) ? attribs : rest;
};

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // `rel` only as the transform below writes it: an operator's own is dropped there.
    a: ['href', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  // Colour, weight and alignment only: no positioning, sizes or backgrounds that could cover the site.
  allowedStyles: {
    '*': {
      color: COLOUR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, ...kept } = withSafeUrl(attribs, 'href');
      return { tagName, attribs: kept.target === '_blank' ? { ...kept, rel: 'noopener noreferrer' } : kept };
    },
    img: (tagName, attribs) => ({ tagName, attribs: withSafeUrl(attribs, 'src') }),
  },
};

/** The HTML a player may be sent; plain text passes unchanged (its `<`, `>` and `&` escaped). */
export const sanitizeContent = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
