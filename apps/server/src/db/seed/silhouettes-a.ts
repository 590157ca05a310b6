/**
 * Product silhouettes drawn in a 400×400 box (product roughly within x 70–330, y 40–310). `f` is the
 * variant colour, `d` a darker and `l` a lighter shade of it.
 */
export interface Ink {
  f: string;
  d: string;
  l: string;
}
export type Draw = (c: Ink) => string;

const sw = (d: string) => `stroke="${d}" stroke-width="3"`;

export const ELECTRONICS: Record<string, Draw> = {
  phone: ({ f, d, l }) =>
    `<rect x="135" y="45" width="130" height="260" rx="24" fill="${f}" ${sw(d)}/><rect x="150" y="62" width="58" height="74" rx="16" fill="${d}"/><circle cx="166" cy="82" r="10" fill="#111"/><circle cx="192" cy="82" r="10" fill="#111"/><circle cx="166" cy="116" r="10" fill="#111"/><circle cx="192" cy="116" r="5" fill="${l}"/><rect x="262" y="110" width="5" height="40" rx="2" fill="${d}"/>`,
  tablet: ({ f, d }) =>
    `<rect x="80" y="70" width="240" height="180" rx="18" fill="${f}" ${sw(d)}/><rect x="93" y="83" width="214" height="154" rx="6" fill="#1d2733"/><path d="M93 237 L307 83 V237 Z" fill="#fff" opacity=".08"/><rect x="300" y="120" width="8" height="150" rx="4" transform="rotate(20 300 120)" fill="${d}"/>`,
  gadget: ({ f, d, l }) =>
    `<rect x="100" y="115" width="200" height="120" rx="26" fill="${f}" ${sw(d)}/><rect x="100" y="200" width="200" height="35" rx="12" fill="${d}" opacity=".35"/><circle cx="150" cy="160" r="6" fill="#4caf50"/><circle cx="170" cy="160" r="6" fill="#4caf50"/><circle cx="190" cy="160" r="6" fill="${l}"/><rect x="230" y="150" width="40" height="14" rx="7" fill="${d}"/>`,
  charger: ({ f, d }) =>
    `<rect x="150" y="80" width="100" height="110" rx="20" fill="${f}" ${sw(d)}/><rect x="170" y="52" width="12" height="30" rx="2" fill="#9aa0a6"/><rect x="218" y="52" width="12" height="30" rx="2" fill="#9aa0a6"/><rect x="185" y="160" width="30" height="12" rx="4" fill="${d}"/><path d="M200 190 C200 260 110 230 125 300" stroke="${d}" stroke-width="9" fill="none" stroke-linecap="round"/><rect x="112" y="292" width="28" height="22" rx="5" fill="${d}"/>`,
  earbuds: ({ f, d, l }) =>
    `<rect x="115" y="160" width="170" height="125" rx="58" fill="${f}" ${sw(d)}/><line x1="117" y1="212" x2="283" y2="212" stroke="${d}" stroke-width="2"/><circle cx="200" cy="248" r="5" fill="${l}"/><circle cx="160" cy="100" r="28" fill="${f}" ${sw(d)}/><rect x="148" y="108" width="18" height="55" rx="9" fill="${f}" ${sw(d)}/><circle cx="245" cy="95" r="28" fill="${f}" ${sw(d)}/><rect x="240" y="103" width="18" height="55" rx="9" fill="${f}" ${sw(d)}/>`,
  headphones: ({ f, d }) =>
    `<path d="M110 205 C105 75 295 75 290 205" stroke="${d}" stroke-width="20" fill="none" stroke-linecap="round"/><rect x="84" y="175" width="60" height="110" rx="26" fill="${f}" ${sw(d)}/><rect x="256" y="175" width="60" height="110" rx="26" fill="${f}" ${sw(d)}/><rect x="136" y="195" width="14" height="70" rx="6" fill="${d}"/><rect x="250" y="195" width="14" height="70" rx="6" fill="${d}"/>`,
  speaker: ({ f, d, l }) =>
    `<rect x="85" y="115" width="230" height="140" rx="70" fill="${f}" ${sw(d)}/><circle cx="150" cy="185" r="44" fill="${d}"/><circle cx="250" cy="185" r="44" fill="${d}"/><circle cx="150" cy="185" r="18" fill="${l}"/><circle cx="250" cy="185" r="18" fill="${l}"/><rect x="180" y="255" width="40" height="14" rx="6" fill="${d}"/>`,
  camera: ({ f, d }) =>
    `<rect x="85" y="110" width="230" height="155" rx="20" fill="${f}" ${sw(d)}/><rect x="115" y="90" width="64" height="26" rx="7" fill="${d}"/><circle cx="215" cy="188" r="62" fill="${d}"/><circle cx="215" cy="188" r="44" fill="#1a1f29"/><circle cx="200" cy="173" r="11" fill="#fff" opacity=".35"/><circle cx="115" cy="135" r="8" fill="#e4393c"/>`,
  drone: ({ f, d, l }) =>
    `<path d="M115 105 L285 255 M285 105 L115 255" stroke="${d}" stroke-width="14" stroke-linecap="round"/><ellipse cx="110" cy="100" rx="55" ry="12" fill="${l}" opacity=".8"/><ellipse cx="290" cy="100" rx="55" ry="12" fill="${l}" opacity=".8"/><ellipse cx="110" cy="260" rx="55" ry="12" fill="${l}" opacity=".8"/><ellipse cx="290" cy="260" rx="55" ry="12" fill="${l}" opacity=".8"/><rect x="150" y="145" width="100" height="70" rx="26" fill="${f}" ${sw(d)}/><circle cx="200" cy="228" r="16" fill="#1a1f29"/>`,
  watch: ({ f, d, l }) =>
    `<rect x="168" y="35" width="64" height="280" rx="22" fill="${f}" ${sw(d)}/><rect x="128" y="100" width="144" height="160" rx="40" fill="${d}"/><rect x="140" y="112" width="120" height="136" rx="30" fill="#121820"/><path d="M200 140 V180 L225 195" stroke="${l}" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="270" y="150" width="10" height="30" rx="4" fill="${d}"/>`,
  laptop: ({ f, d }) =>
    `<rect x="105" y="65" width="190" height="135" rx="10" fill="${f}" ${sw(d)}/><rect x="116" y="76" width="168" height="113" rx="4" fill="#1d2733"/><path d="M116 189 L284 76 V189Z" fill="#fff" opacity=".07"/><path d="M70 205 H330 L308 240 H92 Z" fill="${f}" ${sw(d)}/><rect x="175" y="208" width="50" height="8" rx="4" fill="${d}"/>`,
  keyboard: ({ f, d, l }) => {
    let keys = '';
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 11; col++)
        keys += `<rect x="${83 + col * 22}" y="${148 + row * 22}" width="18" height="18" rx="4" fill="${l}"/>`;
    }
    return `<rect x="70" y="135" width="260" height="110" rx="14" fill="${f}" ${sw(d)}/>${keys}`;
  },
  mouse: ({ f, d, l }) =>
    `<ellipse cx="200" cy="185" rx="80" ry="120" fill="${f}" ${sw(d)}/><path d="M120 160 H280" stroke="${d}" stroke-width="2"/><line x1="200" y1="65" x2="200" y2="160" stroke="${d}" stroke-width="2"/><rect x="192" y="95" width="16" height="36" rx="8" fill="${l}" ${sw(d)}/>`,
  screen: ({ f, d }) =>
    `<rect x="60" y="65" width="280" height="175" rx="8" fill="${f}" stroke="${d}" stroke-width="5"/><rect x="71" y="76" width="258" height="153" fill="#1d2733"/><path d="M71 229 L329 76 V229Z" fill="#fff" opacity=".07"/><rect x="188" y="240" width="24" height="40" fill="${d}"/><rect x="135" y="276" width="130" height="12" rx="6" fill="${d}"/>`,
  pen: ({ f, d }) =>
    `<g transform="rotate(-35 200 185)"><rect x="184" y="40" width="32" height="230" rx="10" fill="${f}" ${sw(d)}/><path d="M184 268 L200 320 L216 268Z" fill="${d}"/><rect x="214" y="60" width="9" height="90" rx="4" fill="${d}"/><rect x="184" y="110" width="32" height="10" fill="${d}" opacity=".5"/></g>`,
  appliance: ({ f, d, l }) =>
    `<rect x="110" y="65" width="180" height="230" rx="38" fill="${f}" ${sw(d)}/><rect x="136" y="92" width="128" height="42" rx="10" fill="#1d2733"/><text x="200" y="121" font-size="22" text-anchor="middle" fill="#5fe08a" font-family="DejaVu Sans Mono">180°</text><circle cx="200" cy="190" r="28" fill="${d}"/><circle cx="200" cy="190" r="10" fill="${l}"/><rect x="136" y="236" width="128" height="42" rx="10" fill="${d}" opacity=".5"/>`,
  blender: ({ f, d, l }) =>
    `<path d="M140 60 H260 L244 220 H156 Z" fill="${l}" opacity=".85" ${sw(d)}/><rect x="150" y="48" width="100" height="16" rx="6" fill="${d}"/><rect x="135" y="215" width="130" height="85" rx="16" fill="${f}" ${sw(d)}/><circle cx="200" cy="258" r="16" fill="${d}"/><path d="M175 170 L225 150 M175 150 L225 170" stroke="${d}" stroke-width="4"/>`,
  vacuum: ({ f, d, l }) =>
    `<circle cx="200" cy="185" r="125" fill="${f}" stroke="${d}" stroke-width="4"/><circle cx="200" cy="185" r="92" fill="none" stroke="${d}" stroke-width="2"/><circle cx="200" cy="112" r="24" fill="${d}"/><circle cx="200" cy="112" r="10" fill="${l}"/><rect x="175" y="230" width="50" height="10" rx="5" fill="${d}"/>`,
  fan: ({ f, d, l }) =>
    `<rect x="192" y="200" width="16" height="90" fill="${d}"/><ellipse cx="200" cy="295" rx="70" ry="14" fill="${d}"/><circle cx="200" cy="140" r="95" fill="${l}" opacity=".6" ${sw(d)}/><ellipse cx="200" cy="92" rx="22" ry="45" fill="${f}"/><ellipse cx="200" cy="92" rx="22" ry="45" fill="${f}" transform="rotate(120 200 140)"/><ellipse cx="200" cy="92" rx="22" ry="45" fill="${f}" transform="rotate(240 200 140)"/><circle cx="200" cy="140" r="16" fill="${d}"/>`,
  hairdryer: ({ f, d }) =>
    `<rect x="215" y="105" width="105" height="62" rx="14" fill="${f}" ${sw(d)}/><circle cx="165" cy="136" r="68" fill="${f}" ${sw(d)}/><circle cx="165" cy="136" r="32" fill="${d}"/><rect x="132" y="190" width="48" height="120" rx="20" fill="${f}" ${sw(d)}/><rect x="148" y="220" width="16" height="26" rx="6" fill="${d}"/>`,
  wand: ({ f, d, l }) =>
    `<rect x="172" y="75" width="56" height="235" rx="28" fill="${f}" ${sw(d)}/><rect x="184" y="38" width="32" height="70" rx="14" fill="${l}" stroke="${d}" stroke-width="2"/><circle cx="200" cy="170" r="11" fill="${d}"/><rect x="194" y="200" width="12" height="40" rx="6" fill="${d}" opacity=".4"/>`,
  bulb: ({ f, d }) =>
    `<circle cx="200" cy="145" r="88" fill="${f}" ${sw(d)}/><circle cx="172" cy="118" r="22" fill="#fff" opacity=".4"/><path d="M165 220 H235 V290 Q200 305 165 290 Z" fill="#9aa0a6" stroke="#6b7178" stroke-width="3"/><path d="M165 240 H235 M165 260 H235" stroke="#6b7178" stroke-width="3"/>`,
};
