import sanitize from 'sanitize-html';

/**
 * Allow-list HTML sanitiser for operator content (announcements, notices, promotions, messages),
 * run before storage. sanitize-html parses with htmlparser2 (a real tokenizer) and rebuilds the
 * markup from the allowed tags and attributes only: scripts, event handlers, styles, iframes,
 * forms and javascript:/data: URLs never survive. The web app renders the result through DOMPurify
 * as well.
 */
const options: sanitize.IOptions = {
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
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
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
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Relative URLs (paths on this site) are allowed; absolute ones only with these schemes.
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  allowedIframeHostnames: [],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      // A new tab never gets a handle on this window; any other target is dropped.
      attribs: Object.fromEntries([
        ...Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'),
        ...(attribs.target === '_blank'
          ? [
              ['target', '_blank'],
              ['rel', 'noopener noreferrer'],
            ]
          : []),
      ]) as Record<string, string>,
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options).trim();
}
