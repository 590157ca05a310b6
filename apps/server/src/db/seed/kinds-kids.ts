import { kind, type Kind } from './kinds.ts';

/** Toys, baby care and kids' clothing that is not covered by the apparel kinds. */
export const KIDS_KINDS: Kind[] = [
  kind('blocks', 'blocks', 'Blocks', 'set', [12, 149], {
    nouns: 'Building Blocks Set|Magnetic Tiles|Brick Building Kit|Wooden Blocks',
    adjs: 'Creative|STEM|Classic',
    feats: '500 Pieces|Ages 6+|Compatible with Major Brands|Storage Box|Illustrated Instructions',
    specs: [['Theme', 'City|Space|Castle|Dinosaur']],
    attrs: [
      ['Age', '3+|6+|8+'],
      ['Pieces', '100|500|1200'],
    ],
    sell: ['Hours of building, and a brilliant way to learn shapes and balance.'],
    weight: 1200,
  }),
  kind('plush', 'teddy', 'Plush', 'pc', [8, 49], {
    nouns: 'Teddy Bear|Plush Bunny|Stuffed Animal|Plush Dinosaur|Hugging Pillow',
    adjs: 'Super Soft|Giant|Cuddly',
    feats: '30cm|60cm|Machine Washable|Safety Eyes|Gift for Kids',
    specs: [['Colour', 'Brown|Pink|Cream|Blue']],
    attrs: [['Age', '0+|3+']],
    sell: ['So soft it becomes the favourite at bedtime.'],
    weight: 400,
  }),
  kind('rccar', 'car', 'RC Car', 'pc', [19, 149], {
    nouns: 'Remote Control Car|RC Monster Truck|RC Drift Car|Stunt Car',
    adjs: '4WD|High-Speed|Off-Road',
    feats: '2.4GHz|35 km/h|2 Rechargeable Batteries|All-Terrain Tyres|LED Lights',
    specs: [['Colour', 'Red|Blue|Green|Orange']],
    attrs: [
      ['Scale', '1:16|1:18'],
      ['Age', '8+'],
    ],
    sell: ['Tough enough to bounce off kerbs and keep going.'],
    weight: 900,
  }),
  kind('diapers', 'pouch', 'Diapers', 'pack', [12, 59], {
    nouns: 'Baby Diapers|Nappy Pants|Overnight Diapers|Swim Nappies',
    adjs: 'Ultra-Soft|Leak-Proof|Breathable',
    feats: '12H Protection|Wetness Indicator|Hypoallergenic|Monthly Box',
    specs: [
      ['Size', 'Newborn|Size 1|Size 2|Size 3|Size 4'],
      ['Pack', '48 Count|96 Count', '0|18'],
    ],
    attrs: [['Weight range', '2–5 kg|4–8 kg|6–10 kg|9–14 kg']],
    sell: ['Dry and comfortable all night long.'],
    weight: 2500,
  }),
  kind('babybottle', 'bottle', 'Baby', 'set', [8, 49], {
    nouns: 'Baby Bottles|Anti-Colic Bottle Set|Glass Baby Bottles|Sippy Cup',
    adjs: 'Anti-Colic|BPA-Free|Wide-Neck',
    feats: '260ml|Slow Flow Teat|Pack of 3|Easy to Clean|Breast-Like Nipple',
    specs: [
      ['Colour', 'Clear|Blue|Pink|Yellow'],
      ['Size', '160ml|260ml'],
    ],
    attrs: [['Material', 'PP|Glass|Silicone']],
    sell: ['Vent system that reduces colic and spit-up.'],
    weight: 300,
  }),
  kind('stroller', 'stroller', 'Stroller', 'pc', [99, 699], {
    nouns: 'Baby Stroller|Travel Stroller|Pushchair|Travel System',
    adjs: 'Lightweight|Compact-Fold|All-Terrain',
    feats: 'One-Hand Fold|Reclining Seat|Cabin Size|Large Basket|5-Point Harness|Rain Cover Included',
    specs: [['Colour', 'Black|Grey|Beige|Navy Blue']],
    attrs: [
      ['Age', '0–4 years'],
      ['Weight', '6.5 kg'],
    ],
    sell: ['Folds with one hand and fits in overhead lockers.'],
    weight: 7000,
  }),
  kind('pyjamas', 'sweater', 'PJs', 'set', [9, 39], {
    nouns: "Kids' Pyjamas|Pyjama Set|Sleepsuit|Onesie",
    adjs: 'Cotton|Snug-Fit|Printed',
    feats: 'Pack of 2|Long Sleeve|Glow in the Dark|Organic Cotton',
    specs: [
      ['Colour', 'Blue Stars|Pink Hearts|Green Dinosaurs|Grey Stripes'],
      ['Age', '2-3Y|4-5Y|6-7Y|8-9Y'],
    ],
    attrs: [['Material', '100% cotton']],
    sell: ['Soft, snug cotton for cosy nights.'],
    weight: 300,
  }),
];
