import sanitizeHtml from 'sanitize-html';

/**
 * Stored HTML (goods descriptions, notices, help articles, shop terms) is shown inside our pages, so only an
 * allow-list survives: formatting, lists, tables, pictures and links. Scripts, styles, event handlers, forms
 * and frames are dropped, and links and pictures may only use the schemes named below.
 */
const TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'blockquote'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'],
];

const ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

const BASE: sanitizeHtml.IOptions = {
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** A merchant's goods description: every link leaves the mall apart, with no access to our window. */
const MERCHANT: sanitizeHtml.IOptions = {
  ...BASE,
  allowedTags: TAGS,
  allowedAttributes: { ...ATTRIBUTES, '*': ['class'] },
  allowedSchemes: ['http', 'https'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** Platform text (notices, help) and shop terms: links stay where the author put them; a new tab gets noopener. */
const PLATFORM: sanitizeHtml.IOptions = {
  ...BASE,
  allowedTags: [...TAGS, 'pre', 'code', 'small'],
  allowedAttributes: ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: Object.fromEntries(Object.entries(attribs).filter(([k]) => k !== 'target')) },
  },
};

export const sanitizeGoodsContent = (html: string): string => sanitizeHtml(html, MERCHANT);
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, PLATFORM);
