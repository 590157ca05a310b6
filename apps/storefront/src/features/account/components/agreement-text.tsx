import './agreement-text.css';

interface Block {
  heading: boolean;
  text: string;
}

const BLOCK_TAGS = /^(P|DIV|LI|H[1-6]|BLOCKQUOTE|PRE|TD)$/;

/** Headings and paragraphs of a stored HTML document, as plain text (DOMParser runs no script). */
function blocksOf(content: string): Block[] {
  if (typeof DOMParser === 'undefined') return [{ heading: false, text: content }];
  const doc = new DOMParser().parseFromString(content, 'text/html');
  const blocks: Block[] = [];
  const walk = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (child.querySelector('p, div, li, h1, h2, h3, h4, h5, h6')) walk(child);
      else if (BLOCK_TAGS.test(child.tagName)) {
        const text = child.textContent?.trim() ?? '';
        if (text) blocks.push({ heading: /^H[1-6]$/.test(child.tagName), text });
      }
    }
  };
  walk(doc.body);
  // A document without block tags is plain text: one paragraph per line.
  if (blocks.length === 0)
    for (const line of (doc.body.textContent ?? '').split(/\n+/))
      if (line.trim()) blocks.push({ heading: false, text: line.trim() });
  return blocks;
}

/**
 * A platform or shop document (agreement, terms). Its headings and paragraphs are shown as text: the storefront
 * never injects stored HTML, so a document edited by mistake (or on purpose) cannot run script or add links here.
 */
export function AgreementText({ content }: { content: string }) {
  return (
    <div className="acc-doc" data-testid="agreement-text">
      {blocksOf(content).map((b, i) => (b.heading ? <h2 key={i}>{b.text}</h2> : <p key={i}>{b.text}</p>))}
    </div>
  );
}
