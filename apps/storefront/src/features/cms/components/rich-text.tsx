import './rich-text.css';

/** Platform HTML (notices, help): the server cleans it with an allow-list before it answers. */
export function RichText({ html }: { html: string }) {
  return <div className="cms-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
