import type { Draw } from './silhouettes-a.ts';

const sw = (d: string) => `stroke="${d}" stroke-width="3" stroke-linejoin="round"`;

/** Clothing, footwear, bags, beauty and home silhouettes (same 400×400 box as silhouettes-a). */
export const FASHION_HOME: Record<string, Draw> = {
  tshirt: ({ f, d }) =>
    `<path d="M125 75 L168 55 Q200 88 232 55 L275 75 L325 140 L283 168 L270 148 V305 H130 V148 L117 168 L75 140 Z" fill="${f}" ${sw(d)}/><path d="M168 55 Q200 100 232 55" fill="none" stroke="${d}" stroke-width="4"/>`,
  shirt: ({ f, d, l }) =>
    `<path d="M128 72 L170 55 L200 80 L230 55 L272 72 L318 270 L288 278 L268 160 V305 H132 V160 L112 278 L82 270 Z" fill="${f}" ${sw(d)}/><path d="M170 55 L185 100 L200 80 L215 100 L230 55" fill="${l}" ${sw(d)}/><line x1="200" y1="80" x2="200" y2="305" stroke="${d}" stroke-width="2"/><circle cx="200" cy="130" r="4" fill="${d}"/><circle cx="200" cy="175" r="4" fill="${d}"/><circle cx="200" cy="220" r="4" fill="${d}"/><circle cx="200" cy="265" r="4" fill="${d}"/>`,
  sweater: ({ f, d }) =>
    `<path d="M125 72 L168 55 Q200 82 232 55 L275 72 L320 262 L288 272 L268 152 V300 H132 V152 L112 272 L80 262 Z" fill="${f}" ${sw(d)}/><rect x="132" y="284" width="136" height="18" fill="${d}" opacity=".35"/><path d="M168 55 Q200 92 232 55" fill="none" stroke="${d}" stroke-width="6"/>`,
  dress: ({ f, d, l }) =>
    `<path d="M168 45 L232 45 L240 120 L305 305 H95 L160 120 Z" fill="${f}" ${sw(d)}/><rect x="158" y="118" width="84" height="14" fill="${l}"/><path d="M168 45 L182 45 L186 75 M232 45 L218 45 L214 75" stroke="${d}" stroke-width="3" fill="none"/>`,
  trousers: ({ f, d, l }) =>
    `<path d="M128 55 H272 L290 310 H214 L200 145 L186 310 H110 Z" fill="${f}" ${sw(d)}/><rect x="128" y="55" width="144" height="20" fill="${d}" opacity=".4"/><path d="M150 80 Q160 110 140 120 M250 80 Q240 110 260 120" stroke="${l}" stroke-width="3" fill="none"/>`,
  coat: ({ f, d, l }) =>
    `<path d="M128 68 L165 50 L200 70 L235 50 L272 68 L318 270 L288 280 L270 160 L272 310 H128 L130 160 L112 280 L82 270 Z" fill="${f}" ${sw(d)}/><path d="M165 50 Q200 20 235 50 L200 90 Z" fill="${d}"/><line x1="200" y1="90" x2="200" y2="310" stroke="${l}" stroke-width="4"/><rect x="145" y="210" width="36" height="8" fill="${d}"/><rect x="219" y="210" width="36" height="8" fill="${d}"/>`,
  shoe: ({ f, d, l }) =>
    `<path d="M70 235 V185 Q78 150 118 148 L165 148 Q195 178 245 184 L305 198 Q335 210 330 240 Z" fill="${f}" ${sw(d)}/><rect x="66" y="236" width="268" height="22" rx="10" fill="${l}" ${sw(d)}/><path d="M150 160 L185 185 M165 155 L200 180" stroke="${d}" stroke-width="4"/>`,
  boot: ({ f, d, l }) =>
    `<path d="M125 55 H205 V190 L288 210 Q322 222 318 262 H110 Z" fill="${f}" ${sw(d)}/><rect x="106" y="262" width="216" height="24" rx="8" fill="${d}"/><rect x="125" y="55" width="80" height="22" fill="${l}"/>`,
  handbag: ({ f, d, l }) =>
    `<path d="M145 140 Q145 60 200 60 Q255 60 255 140" stroke="${d}" stroke-width="12" fill="none"/><path d="M95 135 H305 L285 300 H115 Z" fill="${f}" ${sw(d)}/><rect x="180" y="160" width="40" height="22" rx="5" fill="${l}" ${sw(d)}/>`,
  backpack: ({ f, d, l }) =>
    `<path d="M170 70 Q200 40 230 70" stroke="${d}" stroke-width="10" fill="none"/><rect x="115" y="70" width="170" height="235" rx="48" fill="${f}" ${sw(d)}/><rect x="140" y="190" width="120" height="90" rx="20" fill="${l}" ${sw(d)}/><line x1="150" y1="205" x2="250" y2="205" stroke="${d}" stroke-width="3"/>`,
  suitcase: ({ f, d }) =>
    `<rect x="170" y="35" width="60" height="30" rx="8" fill="none" stroke="${d}" stroke-width="9"/><rect x="120" y="60" width="160" height="235" rx="22" fill="${f}" ${sw(d)}/><path d="M160 75 V280 M200 75 V280 M240 75 V280" stroke="${d}" stroke-width="3" opacity=".6"/><circle cx="145" cy="305" r="11" fill="#333"/><circle cx="255" cy="305" r="11" fill="#333"/>`,
  bottle: ({ f, d, l }) =>
    `<rect x="172" y="42" width="56" height="46" rx="8" fill="${d}"/><path d="M160 88 H240 Q262 110 262 142 V292 Q262 308 246 308 H154 Q138 308 138 292 V142 Q138 110 160 88 Z" fill="${f}" ${sw(d)}/><rect x="150" y="170" width="100" height="80" rx="6" fill="${l}" opacity=".9"/>`,
  jar: ({ f, d, l }) =>
    `<rect x="112" y="85" width="176" height="50" rx="12" fill="${d}"/><rect x="102" y="130" width="196" height="172" rx="34" fill="${f}" ${sw(d)}/><rect x="130" y="175" width="140" height="80" rx="8" fill="${l}" opacity=".9"/>`,
  lipstick: ({ f, d, l }) =>
    `<path d="M172 50 L228 78 V150 H172 Z" fill="${f}" ${sw(d)}/><rect x="164" y="145" width="72" height="50" rx="4" fill="#d8b45c" stroke="#9d7f32" stroke-width="3"/><rect x="156" y="190" width="88" height="118" rx="8" fill="${d}"/><rect x="170" y="205" width="10" height="90" rx="4" fill="${l}" opacity=".5"/>`,
  sofa: ({ f, d, l }) =>
    `<rect x="85" y="110" width="230" height="95" rx="26" fill="${f}" ${sw(d)}/><rect x="62" y="160" width="56" height="110" rx="22" fill="${f}" ${sw(d)}/><rect x="282" y="160" width="56" height="110" rx="22" fill="${f}" ${sw(d)}/><rect x="110" y="195" width="180" height="70" rx="16" fill="${l}" ${sw(d)}/><line x1="200" y1="195" x2="200" y2="265" stroke="${d}" stroke-width="3"/><rect x="80" y="270" width="14" height="26" fill="#6d4c33"/><rect x="306" y="270" width="14" height="26" fill="#6d4c33"/>`,
  chair: ({ f, d }) =>
    `<rect x="135" y="45" width="130" height="140" rx="36" fill="${f}" ${sw(d)}/><rect x="120" y="180" width="160" height="40" rx="18" fill="${f}" ${sw(d)}/><rect x="192" y="220" width="16" height="55" fill="#555"/><path d="M120 300 L200 275 L280 300 M200 275 V305" stroke="#555" stroke-width="10" stroke-linecap="round"/><rect x="108" y="150" width="14" height="45" rx="6" fill="${d}"/><rect x="278" y="150" width="14" height="45" rx="6" fill="${d}"/>`,
  desk: ({ f, d }) =>
    `<rect x="60" y="130" width="280" height="24" rx="6" fill="${f}" ${sw(d)}/><rect x="80" y="154" width="16" height="150" fill="${d}"/><rect x="304" y="154" width="16" height="150" fill="${d}"/><rect x="220" y="154" width="84" height="80" rx="4" fill="${f}" ${sw(d)}/><rect x="250" y="190" width="24" height="6" rx="3" fill="${d}"/>`,
  pillow: ({ f, d, l }) =>
    `<path d="M80 120 Q200 95 320 120 Q340 190 320 260 Q200 285 80 260 Q60 190 80 120 Z" fill="${f}" ${sw(d)}/><path d="M110 140 Q200 122 290 140 Q304 190 290 240 Q200 258 110 240 Q96 190 110 140Z" fill="none" stroke="${l}" stroke-width="3" stroke-dasharray="8 6"/>`,
  lamp: ({ f, d }) =>
    `<path d="M140 60 H260 L295 160 H105 Z" fill="${f}" ${sw(d)}/><rect x="194" y="160" width="12" height="120" fill="${d}"/><ellipse cx="200" cy="290" rx="60" ry="14" fill="${d}"/><path d="M150 160 L250 160" stroke="#fff5c0" stroke-width="6" opacity=".8"/>`,
  mat: ({ f, d, l }) =>
    `<rect x="80" y="145" width="210" height="100" rx="8" fill="${f}" ${sw(d)}/><ellipse cx="290" cy="195" rx="34" ry="50" fill="${d}"/><ellipse cx="290" cy="195" rx="14" ry="22" fill="${l}"/><path d="M120 145 V245 M160 145 V245" stroke="${l}" stroke-width="3" opacity=".6"/>`,
  box: ({ f, d, l }) =>
    `<path d="M100 120 L200 80 L300 120 L200 160 Z" fill="${l}" ${sw(d)}/><path d="M100 120 L200 160 V300 L100 260 Z" fill="${f}" ${sw(d)}/><path d="M300 120 L200 160 V300 L300 260 Z" fill="${d}" ${sw(d)}/><path d="M150 100 L250 140 V180" stroke="#fff" stroke-width="8" fill="none" opacity=".7"/>`,
  pot: ({ f, d, l }) =>
    `<ellipse cx="200" cy="120" rx="110" ry="22" fill="${d}"/><rect x="190" y="88" width="20" height="16" rx="4" fill="${d}"/><path d="M95 135 H305 V260 Q305 295 270 295 H130 Q95 295 95 260 Z" fill="${f}" ${sw(d)}/><rect x="40" y="160" width="58" height="18" rx="9" fill="${d}"/><rect x="302" y="160" width="58" height="18" rx="9" fill="${d}"/><path d="M120 160 H280" stroke="${l}" stroke-width="4" opacity=".6"/>`,
  bowl: ({ f, d, l }) =>
    `<ellipse cx="200" cy="265" rx="150" ry="30" fill="${l}" ${sw(d)}/><path d="M95 150 H305 Q300 255 200 262 Q100 255 95 150 Z" fill="${f}" ${sw(d)}/><ellipse cx="200" cy="150" rx="105" ry="20" fill="${d}"/>`,
  pouch: ({ f, d, l }) =>
    `<path d="M120 70 H280 L292 290 Q292 305 276 305 H124 Q108 305 108 290 Z" fill="${f}" ${sw(d)}/><rect x="120" y="70" width="160" height="20" fill="${d}"/><rect x="150" y="150" width="100" height="90" rx="45" fill="${l}" opacity=".85"/><path d="M108 290 L130 270 H270 L292 290" stroke="${d}" stroke-width="2" fill="none"/>`,
};
