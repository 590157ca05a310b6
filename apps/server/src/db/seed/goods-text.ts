import type { Rng } from './random.ts';

/** Words a listing is written with; English shops use the kind data, the others their LocalKind. */
export interface Wording {
  lang: 'en-us' | 'zh-cn' | 'ko-kr' | 'ru';
  nouns: string[];
  models: string[];
  adjs: string[];
  feats: string[];
  sell: string[];
  style: 'product' | 'book' | 'card';
}

export interface Title {
  name: string;
  model: string;
  feats: string[];
  noun: string;
}

const code = (r: Rng, pattern: string) =>
  pattern
    .replace(/#/g, () => String(r.int(2, 99)))
    .replace(/@/g, () => String.fromCharCode(65 + r.int(0, 25)));

const tidy = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/\(\)/g, '')
    .replace(/,\s*,/g, ',')
    .replace(/^[\s,–|]+|[\s,–|:]+$/g, '')
    .trim();

/** Units written after a number ("60cm" → cm, 'Pack of 3' → of): two phrases sharing one contradict each other. */
function units(s: string): string[] {
  const lower = s.toLowerCase();
  const found = [...lower.matchAll(/\d[\d.,]*\s*-?\s*(["a-z%°]+)/g)].map((m) => m[1] as string);
  if (/\b(of|for) \d/.test(lower)) found.push('of');
  // Counts written different ways ("16-Piece", "Pack of 3", "Service for 4") describe the same thing.
  return found.map((u) => (/^(pieces?|pack|count|of)$/.test(u) ? 'of' : u));
}

/** Picks up to n features that neither repeat the noun/adjective nor contradict each other or the variants. */
function pickFeatures(r: Rng, w: Wording, n: number, taken: string[], variants: string[]): string[] {
  const seen = new Set(variants.flatMap(units));
  const lowerTaken = taken.map((t) => t.toLowerCase()).filter(Boolean);
  const out: string[] = [];
  for (const f of r.shuffle(w.feats)) {
    if (out.length >= n) break;
    const lf = f.toLowerCase();
    if (lowerTaken.some((t) => t.includes(lf) || lf.includes(t))) continue;
    const u = units(f);
    if (u.some((x) => seen.has(x))) continue;
    u.forEach((x) => seen.add(x));
    out.push(f);
  }
  return out;
}

/** A merchant-style title; several sentence shapes so a list page does not look templated. */
export function writeTitle(r: Rng, w: Wording, brand: string, tag: string, variants: string[]): Title {
  const model = w.models.length > 0 && r.chance(0.85) ? code(r, r.pick(w.models)) : '';
  const rawNoun = r.pick(w.nouns);
  const noun = tag ? `${tag} ${rawNoun}` : rawNoun;
  const adjPick = w.adjs.length > 0 && (w.style === 'book' || r.chance(0.7)) ? r.pick(w.adjs) : '';
  const adj = adjPick && !noun.toLowerCase().includes(adjPick.toLowerCase()) ? adjPick : '';
  // One compatible set of features: the title names two or three, the description lists them all.
  const feats = pickFeatures(r, w, 5, [noun, adj], variants);
  const [f1 = '', f2 = '', f3Pick = ''] = feats;
  const f3 = r.chance(0.5) ? f3Pick : '';
  const list = (...xs: string[]) => xs.filter(Boolean).join(', ');
  let name: string;
  if (w.style === 'book') {
    name = `${rawNoun}: ${adjPick} – ${f1}`;
  } else if (w.style === 'card') {
    name = `${brand} ${rawNoun} – ${f1}`;
  } else if (w.lang === 'zh-cn') {
    name = `${brand} ${model} ${adj}${noun} ${f1} ${f2} ${f3}`;
  } else if (w.lang === 'ko-kr') {
    name = `[${brand}] ${adj} ${noun} ${f1} ${f2}`;
  } else if (w.lang === 'ru') {
    name = `${noun} ${brand} ${model}, ${list(adj.toLowerCase(), f1, f2)}`;
  } else {
    const shape = r.int(0, 3);
    if (shape === 0 && model) name = `${brand} ${model} ${adj} ${noun} ${list(f1, f2, f3)}`;
    else if (shape === 1 || !adj) name = `${brand} ${adj} ${noun} – ${list(f1, f2)}`;
    else if (shape === 2) name = `${adj} ${noun} – ${list(f1, f2)} | ${brand} ${model}`;
    else name = `${brand} ${adj} ${noun} ${model} (${f1}), ${f2}`;
  }
  return { name: tidy(name).slice(0, 200), model, feats, noun: rawNoun };
}

const LABELS = {
  'en-us': {
    hi: 'Product highlights',
    spec: 'Specifications',
    brand: 'Brand',
    model: 'Model',
    options: 'Options',
    weight: 'Weight',
    box: 'Shipping & returns',
    boxText: 'Ships in retail packaging. Unused items can be returned within 7 days of delivery.',
  },
  'zh-cn': {
    hi: '产品亮点',
    spec: '规格参数',
    brand: '品牌',
    model: '型号',
    options: '可选规格',
    weight: '重量',
    box: '配送与售后',
    boxText: '原厂包装发货，未使用商品签收后7天内可申请退货。',
  },
  'ko-kr': {
    hi: '제품 특징',
    spec: '상세 스펙',
    brand: '브랜드',
    model: '모델명',
    options: '옵션',
    weight: '무게',
    box: '배송 및 반품',
    boxText: '정품 패키지로 발송되며, 미사용 제품은 수령 후 7일 이내 반품할 수 있습니다.',
  },
  ru: {
    hi: 'Особенности',
    spec: 'Характеристики',
    brand: 'Бренд',
    model: 'Модель',
    options: 'Варианты',
    weight: 'Вес',
    box: 'Доставка и возврат',
    boxText: 'Отправляем в заводской упаковке. Неиспользованный товар можно вернуть в течение 7 дней.',
  },
} as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface ContentInput {
  lang: Wording['lang'];
  intro: string;
  sell: string[];
  feats: string[];
  brand: string;
  model: string;
  attrs: { name: string; value: string }[];
  specs: { name: string; values: string[] }[];
  weight: number;
  virtual: boolean;
  short: boolean;
}

/** The description HTML: highlights, a paragraph or two and a specification table. */
export function writeContent(c: ContentInput): string {
  const l = LABELS[c.lang];
  const rows: [string, string][] = [[l.brand, c.brand]];
  if (c.model) rows.push([l.model, c.model]);
  for (const a of c.attrs) rows.push([a.name, a.value]);
  for (const s of c.specs) rows.push([s.name, s.values.join(' / ')]);
  if (!c.virtual && c.weight > 0) {
    rows.push([l.weight, c.weight >= 1000 ? `${(c.weight / 1000).toFixed(1)} kg` : `${c.weight} g`]);
  }
  const table = `<table class="spec-table"><tbody>${rows
    .map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('')}</tbody></table>`;
  const list = `<ul>${c.feats.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>`;
  if (c.short) return `<p>${esc(c.intro)}</p>${list}${table}`;
  const paras = c.sell.map((s) => `<p>${esc(s)}</p>`).join('');
  return `<h3>${esc(l.hi)}</h3><p>${esc(c.intro)}</p>${list}${paras}<h3>${esc(l.spec)}</h3>${table}<h3>${esc(l.box)}</h3><p>${esc(l.boxText)}</p>`;
}
