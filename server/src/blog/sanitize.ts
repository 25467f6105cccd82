import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for story HTML (the Tiptap editor's output: headings, lists, links, images,
 * quotes, code, tables). Everything else is dropped before the HTML is stored, so a story can
 * never carry a script, an event handler, a `javascript:` address, inline styles (old
 * browsers ran `expression()`), frames, forms, SVG or MathML (both can smuggle scripts).
 * Script and style elements lose their text too (sanitize-html's default `nonTextTags`).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links written by editors leave the site without handing it the opener or a ranking vote.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel'] };

/** Story HTML, sanitised (spec §3 Blog story `macro` and `full`). */
export function sanitizeStoryHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of story HTML (feeds, meta descriptions). */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
