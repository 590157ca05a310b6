import type { Draw } from './silhouettes-a.ts';

const sw = (d: string) => `stroke="${d}" stroke-width="3" stroke-linejoin="round"`;

/** Sports, toys, books, cards, music and pet silhouettes (same 400×400 box as silhouettes-a). */
export const LEISURE: Record<string, Draw> = {
  dumbbell: ({ f, d }) =>
    `<rect x="110" y="180" width="180" height="20" rx="8" fill="#8a8f98"/><rect x="70" y="120" width="50" height="140" rx="12" fill="${f}" ${sw(d)}/><rect x="110" y="140" width="26" height="100" rx="8" fill="${d}"/><rect x="280" y="120" width="50" height="140" rx="12" fill="${f}" ${sw(d)}/><rect x="264" y="140" width="26" height="100" rx="8" fill="${d}"/>`,
  tent: ({ f, d, l }) =>
    `<path d="M200 60 L340 290 H60 Z" fill="${f}" ${sw(d)}/><path d="M200 60 L245 290 H155 Z" fill="${d}"/><path d="M200 150 L225 290 H175 Z" fill="${l}" opacity=".6"/><line x1="30" y1="292" x2="370" y2="292" stroke="${d}" stroke-width="4"/>`,
  bike: ({ f, d }) =>
    `<circle cx="115" cy="235" r="62" fill="none" stroke="#333" stroke-width="9"/><circle cx="285" cy="235" r="62" fill="none" stroke="#333" stroke-width="9"/><path d="M115 235 L170 140 H265 L285 235 M170 140 L205 235 L265 140 M205 235 H115" stroke="${f}" stroke-width="11" fill="none" stroke-linejoin="round"/><path d="M160 125 H192 M265 140 L255 105 H285" stroke="${d}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  helmet: ({ f, d, l }) =>
    `<path d="M80 240 Q80 80 220 80 Q330 85 330 215 L300 240 Z" fill="${f}" ${sw(d)}/><path d="M130 120 Q200 90 270 110 M120 160 Q210 125 300 150" stroke="${l}" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M80 240 H300" stroke="${d}" stroke-width="8"/>`,
  blocks: ({ f, d, l }) =>
    `<rect x="90" y="190" width="110" height="100" rx="6" fill="${f}" ${sw(d)}/><rect x="200" y="190" width="110" height="100" rx="6" fill="${l}" ${sw(d)}/><rect x="145" y="100" width="110" height="90" rx="6" fill="${d}" ${sw(d)}/><circle cx="120" cy="185" r="12" fill="${f}" ${sw(d)}/><circle cx="170" cy="185" r="12" fill="${f}" ${sw(d)}/><circle cx="175" cy="95" r="12" fill="${d}"/><circle cx="225" cy="95" r="12" fill="${d}"/><circle cx="280" cy="185" r="12" fill="${l}" ${sw(d)}/>`,
  teddy: ({ f, d, l }) =>
    `<circle cx="145" cy="80" r="30" fill="${f}" ${sw(d)}/><circle cx="255" cy="80" r="30" fill="${f}" ${sw(d)}/><ellipse cx="200" cy="235" rx="95" ry="75" fill="${f}" ${sw(d)}/><circle cx="200" cy="130" r="75" fill="${f}" ${sw(d)}/><ellipse cx="200" cy="155" rx="32" ry="24" fill="${l}"/><circle cx="172" cy="118" r="7" fill="#222"/><circle cx="228" cy="118" r="7" fill="#222"/><circle cx="200" cy="148" r="8" fill="#222"/>`,
  car: ({ f, d, l }) =>
    `<path d="M60 230 V195 Q62 175 90 170 L135 120 H255 L305 170 Q340 176 340 205 V230 Z" fill="${f}" ${sw(d)}/><path d="M148 132 H198 V170 H115 Z M210 132 H248 L285 170 H210 Z" fill="${l}" opacity=".85"/><circle cx="120" cy="235" r="32" fill="#222"/><circle cx="280" cy="235" r="32" fill="#222"/><circle cx="120" cy="235" r="12" fill="#aaa"/><circle cx="280" cy="235" r="12" fill="#aaa"/>`,
  stroller: ({ f, d }) =>
    `<path d="M110 170 Q110 70 210 70 V170 Z" fill="${f}" ${sw(d)}/><path d="M110 170 H290 Q280 240 200 245 Q120 240 110 170 Z" fill="${f}" ${sw(d)}/><path d="M290 170 L320 90 H345" stroke="${d}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M150 245 L135 285 M250 245 L265 285" stroke="${d}" stroke-width="6"/><circle cx="135" cy="292" r="20" fill="#333"/><circle cx="265" cy="292" r="20" fill="#333"/>`,
  book: ({ f, d, l }) =>
    `<rect x="135" y="55" width="170" height="250" rx="6" fill="${d}"/><rect x="120" y="50" width="170" height="250" rx="6" fill="${f}" ${sw(d)}/><rect x="120" y="50" width="18" height="250" fill="${d}" opacity=".6"/><rect x="160" y="95" width="100" height="14" rx="4" fill="${l}"/><rect x="160" y="120" width="70" height="10" rx="4" fill="${l}" opacity=".8"/><circle cx="205" cy="210" r="36" fill="${l}" opacity=".5"/>`,
  card: ({ f, d, l }) =>
    `<rect x="65" y="95" width="270" height="175" rx="18" fill="${f}" ${sw(d)}/><rect x="65" y="125" width="270" height="30" fill="${d}" opacity=".5"/><rect x="95" y="180" width="50" height="38" rx="6" fill="#e0c060"/><circle cx="280" cy="225" r="22" fill="${l}" opacity=".8"/><circle cx="300" cy="225" r="22" fill="${l}" opacity=".5"/>`,
  guitar: ({ f, d }) =>
    `<rect x="188" y="30" width="24" height="150" fill="#6d4c33"/><rect x="180" y="22" width="40" height="28" rx="6" fill="${d}"/><circle cx="200" cy="200" r="58" fill="${f}" ${sw(d)}/><circle cx="200" cy="258" r="70" fill="${f}" ${sw(d)}/><circle cx="200" cy="215" r="18" fill="#2a1d12"/><rect x="176" y="265" width="48" height="10" rx="3" fill="#2a1d12"/>`,
  bone: ({ f, d }) =>
    `<g transform="rotate(-25 200 185)"><rect x="110" y="165" width="180" height="40" rx="18" fill="${f}" ${sw(d)}/><circle cx="105" cy="160" r="28" fill="${f}" ${sw(d)}/><circle cx="105" cy="210" r="28" fill="${f}" ${sw(d)}/><circle cx="295" cy="160" r="28" fill="${f}" ${sw(d)}/><circle cx="295" cy="210" r="28" fill="${f}" ${sw(d)}/><rect x="110" y="167" width="180" height="36" fill="${f}"/></g>`,
};
