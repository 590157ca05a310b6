import { expect, type Page } from '@playwright/test';

export interface CutText {
  text: string;
  title: string | null;
}

/**
 * Every text the page shows cut (an ellipsis or a line clamp that overflows), with the tooltip a shopper gets on
 * hover: the `title` of the element or of the nearest ancestor that has one.
 */
export async function cutTexts(page: Page): Promise<CutText[]> {
  return page.evaluate(() => {
    const out: { text: string; title: string | null }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      const clamps =
        style.textOverflow === 'ellipsis' || style.getPropertyValue('-webkit-line-clamp') !== 'none';
      if (!clamps || el.getClientRects().length === 0 || style.visibility === 'hidden') continue;
      // A row of several links (a category's sub-categories) is a list cut at its end, not one name cut.
      if (el.querySelectorAll('a').length > 1) continue;
      // One pixel of slack: a font's rounding is no cut.
      const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      const text = (el.innerText || '').trim();
      if (!cut || !text) continue;
      // The tooltip is on the cut box, an ancestor, or the one link the box holds (a list row and its link).
      const inner = el.querySelectorAll<HTMLElement>('[title]');
      const holder = el.closest<HTMLElement>('[title]') ?? (inner.length === 1 ? inner[0] : null);
      out.push({ text, title: holder?.getAttribute('title') ?? null });
    }
    return out;
  });
}

/**
 * Fails when a text shown cut has no tooltip holding its whole text (issue 14 item 4: "names that are cut show
 * the whole name on hover"). Answers how many cut texts were checked, so a journey can insist that it saw some.
 */
export async function expectCutTextsHaveTitles(page: Page, where = page.url()): Promise<number> {
  const cut = await cutTexts(page);
  const bare = cut.filter((c) => !c.title || !holdsWhole(c.title, firstLine(c.text)));
  expect(bare, `texts cut without their whole text on hover on ${where}`).toEqual([]);
  return cut.length;
}

/** A cut name's first line: a clamped box's innerText is the whole text, whose first line the title must hold. */
const firstLine = (text: string) => text.split('\n')[0]!.replace(/\s+/g, ' ').trim();

/** The tooltip holds the whole cut text, or the whole name the cut text ends with after a badge ("Top" + title). */
function holdsWhole(title: string, text: string): boolean {
  const name = title.replace(/\s+/g, ' ').trim();
  return name.includes(text) || (name.length > 0 && text.endsWith(name));
}
