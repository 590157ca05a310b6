import { kind, type Kind } from './kinds.ts';

/** Dog and cat food, toys, beds and care. */
export const PET_KINDS: Kind[] = [
  kind('dogfood', 'pouch', 'Dog Food', 'bag', [12, 89], {
    nouns: 'Dry Dog Food|Grain-Free Dog Food|Puppy Food|Dog Treats',
    adjs: 'High Protein|Natural|Hypoallergenic',
    feats: 'Real Chicken First|No Artificial Preservatives|For Small Breeds|With Omega-3|Made with Salmon',
    specs: [
      ['Flavour', 'Chicken|Salmon|Lamb|Beef'],
      ['Weight', '2kg|6kg|12kg', '0|22|48'],
    ],
    attrs: [['Life stage', 'Puppy|Adult|Senior']],
    sell: ['Complete nutrition with real meat as the first ingredient.'],
    weight: 6200,
  }),
  kind('dogtoy', 'bone', 'Dog Toy', 'pc', [5, 29], {
    nouns: 'Chew Toy|Rope Toy Set|Squeaky Toy|Treat Puzzle|Fetch Balls',
    adjs: 'Indestructible|Natural Rubber|Interactive',
    feats: 'For Aggressive Chewers|Dental Care|Floats|Pack of 3|Dishwasher Safe',
    specs: [
      ['Colour', 'Orange|Blue|Green|Red'],
      ['Size', 'S|M|L'],
    ],
    attrs: [['Material', 'Natural rubber|Cotton rope']],
    sell: ['Keeps busy dogs happily chewing for hours.'],
    weight: 250,
  }),
  kind('petbed', 'pillow', 'Pet Bed', 'pc', [19, 129], {
    nouns: 'Orthopaedic Dog Bed|Calming Donut Bed|Elevated Pet Bed|Bolster Dog Bed',
    adjs: 'Washable|Memory Foam|Non-Slip',
    feats: 'Removable Cover|Waterproof Liner|Raised Rim|Anti-Anxiety',
    specs: [
      ['Colour', 'Grey|Brown|Beige|Navy Blue'],
      ['Size', 'S|M|L|XL', '0|10|20|35'],
    ],
    attrs: [['Filling', 'Memory foam|Fibre']],
    sell: ['Supports old joints and keeps your dog off the cold floor.'],
    weight: 2500,
  }),
  kind('catfood', 'pouch', 'Cat Food', 'bag', [9, 69], {
    nouns: 'Dry Cat Food|Wet Cat Food|Kitten Food|Cat Treats',
    adjs: 'Grain-Free|Indoor|High Protein',
    feats: 'Real Tuna|Hairball Control|Urinary Care|With Taurine|24 × 85g Pouches',
    specs: [
      ['Flavour', 'Chicken|Tuna|Salmon|Turkey'],
      ['Weight', '1.5kg|4kg|10kg', '0|16|38'],
    ],
    attrs: [['Life stage', 'Kitten|Adult|Senior']],
    sell: ['Even fussy cats finish the bowl.'],
    weight: 4200,
  }),
  kind('litter', 'pouch', 'Litter', 'bag', [8, 39], {
    nouns: 'Clumping Cat Litter|Tofu Cat Litter|Silica Cat Litter|Self-Cleaning Litter Box',
    adjs: 'Dust-Free|Unscented|Flushable',
    feats: 'Odour Control|Fast Clumping|10L|Low Tracking|Biodegradable',
    specs: [
      ['Scent', 'Unscented|Green Tea|Lavender|Activated Charcoal'],
      ['Pack', '1 Bag|3 Bags', '0|22'],
    ],
    attrs: [['Material', 'Bentonite|Tofu|Silica']],
    sell: ['Clumps firmly and keeps the flat smelling fresh.'],
    weight: 6000,
  }),
  kind('cattree', 'desk', 'Cat Tree', 'pc', [29, 199], {
    nouns: 'Cat Tree|Cat Tower|Scratching Post|Cat Condo',
    adjs: 'Multi-Level|Sturdy|Modern',
    feats: 'Sisal Posts|Cosy Hammock|Top Perch|Dangling Toys|Anti-Tip Strap',
    specs: [
      ['Colour', 'Beige|Grey|White'],
      ['Height', '80cm|120cm|160cm', '0|30|70'],
    ],
    attrs: [['Material', 'Sisal, plush, particle board']],
    sell: ['Gives cats a place to climb, scratch and nap, sparing the sofa.'],
    weight: 9000,
  }),
  kind('petgroom', 'bottle', 'Groom', 'pc', [6, 49], {
    nouns: 'Pet Shampoo|Deshedding Brush|Nail Grinder|Grooming Kit',
    adjs: 'Gentle|Oatmeal|Low-Noise',
    feats: 'For Sensitive Skin|Tear-Free|Self-Cleaning Button|USB Rechargeable',
    specs: [['Type', 'Oatmeal|Aloe|Coconut|Unscented']],
    attrs: [['Suitable for', 'Dogs and cats']],
    sell: ['A calm, easy grooming routine for a shinier coat.'],
    weight: 400,
  }),
  kind('leash', 'bone', 'Leash', 'pc', [6, 45], {
    nouns: 'No-Pull Dog Harness|Retractable Leash|Padded Collar|Leash & Collar Set',
    adjs: 'Reflective|Adjustable|Heavy-Duty',
    feats: 'Quick-Release Buckle|Padded Handle|5m|Front Clip|Breathable Mesh',
    specs: [
      ['Colour', 'Black|Red|Blue|Orange'],
      ['Size', 'S|M|L'],
    ],
    attrs: [['Material', 'Nylon webbing']],
    sell: ['Comfortable walks without the pulling.'],
    weight: 250,
  }),
  kind('feeder', 'bowl', 'Feeder', 'pc', [9, 129], {
    nouns: 'Automatic Pet Feeder|Pet Water Fountain|Slow Feeder Bowl|Raised Bowls',
    adjs: 'Smart|Stainless Steel|Anti-Spill',
    feats: 'App Control|4L|Timed Meals|Ultra-Quiet Pump|Voice Recording',
    specs: [['Colour', 'White|Grey|Pink']],
    attrs: [['Capacity', '1.5L|4L']],
    sell: ['Meals on schedule, even when you are late home.'],
    weight: 1500,
  }),
];
