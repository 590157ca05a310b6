/** Colour helpers for the generated pictures: named variant colours and light/dark shades. */

const NAMED: Record<string, string> = {
  'matte black': '#2a2a2a',
  'space grey': '#5b5f66',
  'heather grey': '#a5a8ad',
  'arctic grey': '#c7ccd1',
  'stainless steel': '#b8bcc2',
  'rose gold': '#e0a98f',
  'dusty pink': '#d8a1a7',
  'army green': '#4b5e36',
  'forest green': '#2e5e3e',
  'sage green': '#a3b79a',
  'mint green': '#9edbc3',
  'neon yellow': '#d9f02b',
  'safety orange': '#ff6a13',
  'navy blue': '#1f2f5c',
  'ocean blue': '#1f6fb2',
  'sky blue': '#79b8f0',
  'light blue': '#a9cbee',
  'midnight blue': '#1e2a4a',
  'light wash': '#9bb7d4',
  'mid blue': '#4d7fb8',
  'dark brown': '#4e3524',
  'natural wood': '#c49a63',
  'floral blue': '#4f7fcf',
  'grey check': '#8a8f98',
  'titanium grey': '#8d8f91',
  'denim blue': '#4a6d9b',
  'sea salt': '#9fc7d8',
  black: '#232323',
  midnight: '#1e2533',
  graphite: '#3a3d42',
  charcoal: '#3b3f45',
  eclipse: '#1b1b1f',
  grey: '#8a8f98',
  gray: '#8a8f98',
  silver: '#c9ced6',
  titanium: '#8d8f91',
  white: '#f4f4f2',
  pearl: '#f3efe7',
  ivory: '#f1ead3',
  cream: '#efe3c8',
  oatmeal: '#d8cbb0',
  beige: '#d9c3a0',
  sand: '#d7c09a',
  stone: '#b9ae9a',
  nude: '#e0b89c',
  camel: '#c19a6b',
  tan: '#c48a5a',
  khaki: '#b5a46b',
  brown: '#6d4c33',
  walnut: '#5c3b23',
  oak: '#c49a63',
  natural: '#d1b38a',
  terracotta: '#c8643b',
  rust: '#b5502b',
  orange: '#f08a24',
  coral: '#ff7f6b',
  red: '#d9302c',
  burgundy: '#7d1f2e',
  berry: '#8e2456',
  pink: '#f29bb5',
  rose: '#e58aa5',
  lavender: '#b7a3e0',
  lilac: '#c5a3d9',
  purple: '#7e57c2',
  blue: '#2f6fde',
  navy: '#1f2f5c',
  denim: '#4a6d9b',
  indigo: '#2e3f73',
  teal: '#1c8c88',
  mint: '#9edbc3',
  green: '#3a9a4f',
  olive: '#6b7240',
  sage: '#a3b79a',
  yellow: '#f6cc32',
  gold: '#d8b45c',
  champagne: '#e7d3ad',
  brass: '#b59a52',
  clear: '#dfe9ef',
  dark: '#4a2c1d',
  milk: '#c89f7a',
  hazelnut: '#9a6a3f',
  caramel: '#c98b3a',
  oolong: '#a8743a',
  chamomile: '#f2d35b',
  lemon: '#f6df4b',
  apple: '#8cc63f',
  mango: '#ffb22c',
  chicken: '#e8b66a',
  salmon: '#f08e6b',
  tuna: '#5e7ca3',
  lamb: '#b08968',
  beef: '#8d3b2f',
  turkey: '#c48a5a',
  coconut: '#efe6d6',
  citrus: '#ffb22c',
  vanilla: '#f3e5ab',
  woody: '#8b5a2b',
  floral: '#e58aa5',
  fresh: '#6ccfd1',
  smoked: '#7a5238',
  honey: '#e0a42a',
  matcha: '#8bb35a',
  butter: '#f1d27a',
  decaf: '#8b6b4a',
  sunburst: '#c2571a',
  sunset: '#f2994a',
  glacier: '#d7e3ea',
  aloe: '#9ccc65',
};
const KEYS = Object.keys(NAMED).sort((a, b) => b.length - a.length);

export const PALETTE = [
  '#e4393c',
  '#2f6fde',
  '#3a9a4f',
  '#f08a24',
  '#7e57c2',
  '#1c8c88',
  '#c2185b',
  '#5d4037',
];

/** The colour a variant name suggests ("Ocean Blue" → blue), or a palette colour by position. */
export function colourFor(name: string, index: number): string {
  const lower = name.toLowerCase();
  const key = KEYS.find((k) => lower.includes(k));
  return key ? (NAMED[key] as string) : (PALETTE[index % PALETTE.length] as string);
}

function toRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const toHex = (rgb: number[]) =>
  '#' +
  rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Mix towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const rgb = toRgb(hex);
  return toHex(rgb.map((v) => (amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));
}

export function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return toHex([f(0), f(8), f(4)]);
}

/** Light colours need dark text and outlines. */
export function isLight(hex: string): boolean {
  const [r, g, b] = toRgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}
