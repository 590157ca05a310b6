// Draws the chat's 47 emoji ([emjoy_01] … [emjoy_47], spec §3) as small SVG faces of our own, into the public
// folders of the storefront and the console: `node scripts/draw-emoji.mjs`. The files are committed; run it
// again only to change the drawing.
import fs from 'node:fs';
import path from 'node:path';

const colors = ['#ffcc33', '#ffb347', '#ff8a80', '#9ccc65', '#4fc3f7', '#ce93d8', '#ffd54f'];
const eyes = [
  '<circle cx="11" cy="13" r="2"/><circle cx="21" cy="13" r="2"/>',
  '<path d="M8 13q3-3 6 0M18 13q3-3 6 0" fill="none" stroke="#5d4037" stroke-width="1.8"/>',
  '<circle cx="11" cy="13" r="2"/><path d="M18 13h6" stroke="#5d4037" stroke-width="1.8"/>',
  '<path d="M8 11l5 3M24 11l-5 3" stroke="#5d4037" stroke-width="1.8"/><circle cx="11" cy="15" r="1.5"/><circle cx="21" cy="15" r="1.5"/>',
  '<path d="M11 15l-2.5-2.5a1.6 1.6 0 0 1 2.5-2 1.6 1.6 0 0 1 2.5 2zM21 15l-2.5-2.5a1.6 1.6 0 0 1 2.5-2 1.6 1.6 0 0 1 2.5 2z" fill="#e53935"/>',
  '<path d="M8 13h6M18 13h6" stroke="#5d4037" stroke-width="1.8"/>',
  '<circle cx="11" cy="13" r="3" fill="#fff" stroke="#5d4037"/><circle cx="21" cy="13" r="3" fill="#fff" stroke="#5d4037"/><circle cx="11" cy="13" r="1.3"/><circle cx="21" cy="13" r="1.3"/>',
];
const mouths = [
  '<path d="M10 20q6 6 12 0" fill="none" stroke="#5d4037" stroke-width="1.8"/>',
  '<path d="M10 23q6-5 12 0" fill="none" stroke="#5d4037" stroke-width="1.8"/>',
  '<ellipse cx="16" cy="22" rx="3" ry="3.5" fill="#5d4037"/>',
  '<path d="M11 21h10" stroke="#5d4037" stroke-width="1.8"/>',
  '<path d="M9 19q7 9 14 0z" fill="#5d4037"/><path d="M12 21q4 3 8 0" fill="#ff8a80"/>',
  '<path d="M11 22q2.5-2 5 0t5 0" fill="none" stroke="#5d4037" stroke-width="1.8"/>',
  '<path d="M12 20q4 4 8 0" fill="none" stroke="#5d4037" stroke-width="1.8"/><path d="M17 22q2 4 4 0" fill="#e57373"/>',
];

const face = (n) => {
  const i = n - 1;
  const color = colors[i % colors.length];
  const eye = eyes[Math.floor(i / colors.length) % eyes.length];
  const mouth = mouths[(i * 3) % mouths.length];
  const blush =
    i % 4 === 0
      ? '<circle cx="8" cy="19" r="2" fill="#ff8a80" opacity=".6"/><circle cx="24" cy="19" r="2" fill="#ff8a80" opacity=".6"/>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<circle cx="16" cy="16" r="14" fill="${color}" stroke="#e0a800" stroke-width="1"/>${blush}
<g fill="#5d4037">${eye}</g>${mouth}
</svg>
`;
};

const root = path.resolve(import.meta.dirname, '..');
for (const app of ['apps/storefront/public/emoji', 'apps/console/public/emoji']) {
  fs.mkdirSync(path.join(root, app), { recursive: true });
  for (let n = 1; n <= 47; n++) {
    fs.writeFileSync(path.join(root, app, `emjoy_${String(n).padStart(2, '0')}.svg`), face(n));
  }
}
