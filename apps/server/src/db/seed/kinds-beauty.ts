import { kind, type Kind } from './kinds.ts';

/** Skincare, makeup, hair and body, fragrance. */
export const BEAUTY_KINDS: Kind[] = [
  kind('serum', 'bottle', 'Serum', 'bottle', [9, 79], {
    nouns: 'Face Serum|Vitamin C Serum|Hyaluronic Acid Serum|Retinol Serum|Niacinamide Serum',
    adjs: 'Brightening|Hydrating|Anti-Ageing|Fragrance-Free',
    feats: '30ml|For Sensitive Skin|Dermatologist Tested|Vegan|Plumps Fine Lines|Pore Refining',
    specs: [
      ['Type', 'Hydrating|Brightening|Firming'],
      ['Size', '30ml|50ml', '0|12'],
    ],
    attrs: [
      ['Skin type', 'All skin types|Sensitive|Oily'],
      ['Key ingredient', 'Hyaluronic acid|Vitamin C|Retinol|Niacinamide'],
    ],
    sell: [
      'A lightweight serum that sinks in fast and leaves skin dewy.',
      'Gentle enough for daily use, morning and night.',
    ],
    weight: 90,
  }),
  kind('cream', 'jar', 'Cream', 'jar', [9, 89], {
    nouns: 'Moisturising Cream|Night Cream|Gel Cream|Barrier Repair Cream',
    adjs: 'Rich|Lightweight|Ceramide|Oil-Free',
    feats: '50ml|72H Hydration|Non-Comedogenic|Fragrance-Free|With Squalane',
    specs: [
      ['Type', 'Day|Night|Gel'],
      ['Size', '50ml|100ml', '0|15'],
    ],
    attrs: [['Skin type', 'Dry|Normal|Combination']],
    sell: ['Locks in moisture all day without feeling greasy.'],
    weight: 150,
  }),
  kind('sunscreen', 'bottle', 'SPF50', 'bottle', [8, 39], {
    nouns: 'Sunscreen|Face Sunscreen|Mineral Sunscreen|Sun Stick',
    adjs: 'Lightweight|Water-Resistant|Invisible',
    feats: 'SPF50+ PA++++|No White Cast|Reef-Friendly|Makeup Primer|50ml',
    specs: [
      ['Finish', 'Dewy|Matte|Tinted'],
      ['Size', '50ml|100ml', '0|8'],
    ],
    attrs: [
      ['SPF', 'SPF50+'],
      ['Filter', 'Mineral|Chemical'],
    ],
    sell: ['High protection that wears like a light lotion under makeup.'],
    weight: 80,
  }),
  kind('lipstick', 'lipstick', 'Lip', 'pc', [6, 39], {
    nouns: 'Matte Lipstick|Lip Tint|Satin Lipstick|Liquid Lipstick',
    adjs: 'Long-Lasting|Hydrating|Transfer-Proof',
    feats: '12H Wear|Velvet Finish|Shea Butter|Vegan Formula|Highly Pigmented',
    specs: [['Shade', 'Classic Red|Rose Pink|Nude Beige|Coral|Berry']],
    attrs: [['Finish', 'Matte|Satin|Glossy']],
    sell: ['Rich colour in one swipe that lasts through lunch.'],
    weight: 30,
  }),
  kind('foundation', 'bottle', 'Base', 'bottle', [9, 59], {
    nouns: 'Liquid Foundation|Cushion Foundation|Skin Tint|Concealer',
    adjs: 'Full Coverage|Natural Finish|Long-Wear',
    feats: 'SPF25|24H Wear|Buildable|30ml|Oil-Control',
    specs: [['Shade', 'Porcelain|Ivory|Beige|Honey|Mocha']],
    attrs: [
      ['Finish', 'Natural|Matte|Dewy'],
      ['Coverage', 'Medium|Full'],
    ],
    sell: ['Evens skin tone while still looking like skin.'],
    weight: 70,
  }),
  kind('mascara', 'lipstick', 'Lash', 'pc', [6, 35], {
    nouns: 'Volumising Mascara|Eyeshadow Palette|Liquid Eyeliner|Brow Pencil',
    adjs: 'Waterproof|Smudge-Proof|Lengthening',
    feats: '12 Shades|24H Wear|Fibre Formula|Easy Removal|Ultra-Fine Tip',
    specs: [['Shade', 'Black|Brown|Nude Tones|Smoky Tones']],
    attrs: [['Waterproof', 'Yes|No']],
    sell: ['Defined eyes that stay put from morning to midnight.'],
    weight: 40,
  }),
  kind('shampoo', 'bottle', 'Shampoo', 'bottle', [5, 35], {
    nouns: 'Shampoo|Shampoo & Conditioner Set|Anti-Dandruff Shampoo|Repair Shampoo',
    adjs: 'Sulphate-Free|Volumising|Nourishing',
    feats: 'Argan Oil|For Colour-Treated Hair|500ml|Silicone-Free|Salon Formula',
    specs: [
      ['Type', 'Moisture|Volume|Repair|Anti-Dandruff'],
      ['Size', '300ml|500ml|1L', '0|5|12'],
    ],
    attrs: [['Hair type', 'All hair types|Dry|Oily|Coloured']],
    sell: ['Cleans gently and leaves hair soft and easy to comb.'],
    weight: 550,
  }),
  kind('bodywash', 'bottle', 'Body', 'bottle', [4, 25], {
    nouns: 'Body Wash|Shower Gel|Shower Oil|Exfoliating Body Scrub',
    adjs: 'Moisturising|Gentle|Refreshing',
    feats: 'Shea Butter|pH Balanced|500ml|Plant-Based|Soap-Free',
    specs: [
      ['Scent', 'Lavender|Coconut|Citrus|Unscented'],
      ['Size', '500ml|1L', '0|6'],
    ],
    attrs: [['Skin type', 'All skin types']],
    sell: ['A rich lather that leaves skin soft, never tight.'],
    weight: 550,
  }),
  kind('perfume', 'bottle', 'Parfum', 'bottle', [19, 149], {
    nouns: 'Eau de Parfum|Eau de Toilette|Perfume Gift Set|Body Mist',
    adjs: 'Floral|Woody|Fresh|Oriental',
    feats: '50ml|100ml|Long-Lasting|Travel Spray Included|Unisex',
    specs: [
      ['Scent', 'Floral Rose|Fresh Citrus|Woody Amber|Vanilla Musk'],
      ['Size', '30ml|50ml|100ml', '0|20|45'],
    ],
    attrs: [
      ['Concentration', 'EDP|EDT'],
      ['Top notes', 'Bergamot|Pink pepper|Pear'],
    ],
    sell: ['A signature scent that lingers softly all day.'],
    weight: 300,
  }),
];
