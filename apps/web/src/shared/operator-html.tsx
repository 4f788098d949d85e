/**
 * Operator-written HTML (announcements, notices, help articles): the allow-list pass it goes
 * through before it is shown (scripts, frames, styles, event handlers and non-http(s) links are
 * dropped), its plain text for teasers, and the one component that puts it on the page.
 */
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'LINK',
  'META',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'SELECT',
  'SVG',
  'MATH',
  'TEMPLATE',
  'BASE',
  'NOSCRIPT',
]);
const KEEP = new Set([
  'A',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'P',
  'BR',
  'HR',
  'UL',
  'OL',
  'LI',
  'SPAN',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'IMG',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TD',
  'TH',
  'BLOCKQUOTE',
  'SMALL',
  'SUP',
  'SUB',
  'CODE',
  'PRE',
]);
const ATTRIBUTES: Record<string, string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'width', 'height'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan'],
};

const safeUrl = (value: string) => {
  const trimmed = value.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return true;
  return /^[/#?]/.test(trimmed) && !trimmed.startsWith('//');
};

const clean = (node: Element) => {
  for (const child of [...node.children]) {
    if (DROP.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!KEEP.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const allowed = ATTRIBUTES[child.tagName] ?? [];
    for (const attribute of [...child.attributes]) {
      const name = attribute.name.toLowerCase();
      const ok =
        allowed.includes(name) && (name !== 'href' && name !== 'src' ? true : safeUrl(attribute.value));
      if (!ok) child.removeAttribute(attribute.name);
    }
    if (child.tagName === 'A') {
      const href = child.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (child.tagName === 'IMG') child.setAttribute('loading', 'lazy');
  }
};

export const sanitizeHtml = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = document.createElement('div');
  root.append(template.content.cloneNode(true));
  clean(root);
  return root.innerHTML;
};

/** The text of operator HTML, whitespace collapsed: for snippets and marquees. */
export const htmlToText = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html.replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' $&');
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
};

/** Sanitized operator HTML styled by .prose-operator (styles.css); callers add where it sits. */
export const OperatorHtml = ({ html, className }: { html: string; className: string }) => (
  <div
    className={`prose-operator text-sm leading-relaxed text-muted ${className}`}
    // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, passed through the allow-list sanitizer above.
    dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
  />
);
