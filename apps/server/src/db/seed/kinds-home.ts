import { kind, type Kind } from './kinds.ts';

/** Furniture, bedding, decor and kitchenware. */
export const HOME_KINDS: Kind[] = [
  kind('sofa', 'sofa', 'Sofa', 'pc', [199, 1299], {
    nouns: '3-Seater Sofa|Sectional Sofa|Loveseat|Sofa Bed|Modular Sofa',
    adjs: 'Mid-Century|Velvet|Linen|Deep-Seat',
    feats: 'Removable Covers|Solid Wood Legs|Tool-Free Assembly|High-Resilience Foam|Reversible Chaise',
    specs: [
      ['Colour', 'Light Grey|Navy Blue|Olive|Beige|Terracotta'],
      ['Seats', '2-Seater|3-Seater|Corner', '0|200|450'],
    ],
    attrs: [
      ['Upholstery', 'Velvet|Linen blend|Boucle'],
      ['Frame', 'Solid pine'],
    ],
    sell: ['Deep, soft seats for lazy Sunday afternoons.', 'Covers unzip and go in the washing machine.'],
    weight: 45000,
  }),
  kind('officechair', 'chair', 'Chair', 'pc', [59, 499], {
    nouns: 'Ergonomic Office Chair|Mesh Desk Chair|Executive Chair|Gaming Chair',
    adjs: 'Ergonomic|High-Back|Breathable Mesh',
    feats: 'Adjustable Lumbar Support|3D Armrests|Headrest|Tilt Lock|Supports 150kg|Silent Casters',
    specs: [['Colour', 'Black|Grey|White']],
    attrs: [
      ['Max load', '136 kg|150 kg'],
      ['Material', 'Mesh|PU leather'],
    ],
    sell: ['Keeps your back supported through long days at the desk.'],
    weight: 16000,
  }),
  kind('desk', 'desk', 'Desk', 'pc', [79, 599], {
    nouns: 'Standing Desk|Writing Desk|Computer Desk|L-Shaped Desk',
    adjs: 'Electric|Solid Wood|Compact',
    feats: 'Dual Motor|Memory Presets|120 × 60 cm|Cable Tray|Anti-Collision|Easy Assembly',
    specs: [
      ['Colour', 'Oak|Walnut|White|Black'],
      ['Size', '100 × 60 cm|120 × 60 cm|140 × 70 cm', '0|40|90'],
    ],
    attrs: [
      ['Top material', 'Engineered wood|Solid oak'],
      ['Height range', '72–120 cm'],
    ],
    sell: ['Rises from sitting to standing at the touch of a button.'],
    weight: 30000,
  }),
  kind('duvet', 'pillow', 'Duvet', 'pc', [29, 199], {
    nouns: 'Duvet|All-Season Duvet|Down Duvet|Cooling Duvet',
    adjs: 'Hypoallergenic|Lightweight|Warm',
    feats: '10.5 Tog|Cotton Cover|Corner Ties|Machine Washable|Box-Stitched',
    specs: [
      ['Warmth', 'Summer|All-Season|Winter'],
      ['Size', 'Single|Double|King', '0|20|40'],
    ],
    attrs: [
      ['Filling', 'Microfibre|Duck down'],
      ['Cover', '100% cotton'],
    ],
    sell: ['Fluffy and warm without overheating.'],
    weight: 2200,
  }),
  kind('sheets', 'pillow', 'Sheets', 'set', [19, 149], {
    nouns: 'Bed Sheet Set|Fitted Sheet|Duvet Cover Set|Linen Bedding Set',
    adjs: 'Egyptian Cotton|Washed Linen|Bamboo|Percale',
    feats: '400 Thread Count|Deep Pocket|Includes 2 Pillowcases|Breathable|OEKO-TEX Certified',
    specs: [
      ['Colour', 'White|Sage Green|Dusty Pink|Charcoal|Oatmeal'],
      ['Size', 'Single|Double|King', '0|15|30'],
    ],
    attrs: [['Material', 'Cotton|Linen|Bamboo lyocell']],
    sell: ['Cool in summer, cosy in winter, softer with every wash.'],
    weight: 1500,
  }),
  kind('pillow', 'pillow', 'Pillow', 'pc', [12, 89], {
    nouns: 'Memory Foam Pillow|Down Alternative Pillow|Cervical Pillow|Pillow Pair',
    adjs: 'Adjustable|Cooling|Orthopaedic',
    feats: 'Washable Cover|For Side Sleepers|Medium Firm|Pack of 2',
    specs: [['Firmness', 'Soft|Medium|Firm']],
    attrs: [['Fill', 'Memory foam|Microfibre']],
    sell: ['Keeps your neck aligned so you wake up without aches.'],
    weight: 1200,
  }),
  kind('lamp', 'lamp', 'Lamp', 'pc', [15, 199], {
    nouns: 'Floor Lamp|Table Lamp|LED Desk Lamp|Arc Floor Lamp|Bedside Lamp',
    adjs: 'Dimmable|Modern|Rattan|Adjustable',
    feats: 'Touch Control|USB Charging Port|Warm to Cool Light|Linen Shade|Eye-Care LED',
    specs: [['Colour', 'Black|Brass|White|Natural Wood']],
    attrs: [
      ['Bulb', 'E27|Integrated LED'],
      ['Power', '8W|12W'],
    ],
    sell: ['Soft, even light that turns a corner into a reading nook.'],
    weight: 2500,
  }),
  kind('rug', 'mat', 'Rug', 'pc', [29, 299], {
    nouns: 'Area Rug|Shaggy Rug|Washable Rug|Jute Rug|Runner Rug',
    adjs: 'Boho|Soft|Non-Slip|Hand-Woven',
    feats: 'Machine Washable|Low Pile|Stain Resistant|Pet Friendly',
    specs: [
      ['Colour', 'Beige|Grey|Terracotta|Navy Blue'],
      ['Size', '120 × 170 cm|160 × 230 cm|200 × 290 cm', '0|50|110'],
    ],
    attrs: [['Material', 'Polyester|Jute|Wool']],
    sell: ['Soft underfoot and easy to clean after muddy paws.'],
    weight: 4000,
  }),
  kind('storage', 'box', 'Storage', 'set', [9, 79], {
    nouns: 'Storage Boxes|Fabric Storage Cubes|Under-Bed Storage|Drawer Organisers',
    adjs: 'Foldable|Stackable|Clear',
    feats: 'Set of 3|With Lids|Handles|Dust-Proof|Space Saving',
    specs: [['Colour', 'Grey|Beige|White|Clear']],
    attrs: [['Material', 'Linen fabric|Polypropylene']],
    sell: ['Tidy shelves and wardrobes in an afternoon.'],
    weight: 1500,
  }),
  kind('cookware', 'pot', 'Pan', 'set', [19, 299], {
    nouns: 'Non-Stick Frying Pan|Cookware Set|Cast Iron Casserole|Stainless Steel Saucepan|Wok',
    adjs: 'Induction-Safe|PFOA-Free|Tri-Ply',
    feats: '28cm|10-Piece|Oven Safe to 260°C|Glass Lid|Stay-Cool Handle|Dishwasher Safe',
    specs: [
      ['Colour', 'Black|Stainless Steel|Cream|Sage Green'],
      ['Size', '24cm|28cm|Set of 5', '0|8|70'],
    ],
    attrs: [
      ['Material', 'Aluminium with ceramic coating|Stainless steel|Cast iron'],
      ['Hob', 'All hobs incl. induction'],
    ],
    sell: ['Eggs slide right off and it cleans with a wipe.'],
    weight: 1800,
  }),
  kind('knife', 'wand', 'Knife', 'set', [15, 249], {
    nouns: "Chef's Knife|Knife Block Set|Santoku Knife|Steak Knife Set",
    adjs: 'Damascus Steel|German Steel|Razor-Sharp',
    feats: '20cm|6-Piece|Ergonomic Handle|Full Tang|Gift Box',
    specs: [['Handle', 'Black|Walnut|Olive Wood']],
    attrs: [
      ['Blade', 'High-carbon stainless steel'],
      ['Hardness', '58 HRC'],
    ],
    sell: ['Holds a keen edge through months of daily chopping.'],
    weight: 600,
  }),
  kind('tableware', 'bowl', 'Dinner', 'set', [15, 149], {
    nouns: 'Dinnerware Set|Stoneware Plates|Ceramic Bowls|Mug Set',
    adjs: 'Handmade|Stoneware|Porcelain',
    feats: '16-Piece|Service for 4|Dishwasher & Microwave Safe|Reactive Glaze|Set of 6',
    specs: [['Colour', 'White|Speckled Grey|Sage Green|Sand']],
    attrs: [['Material', 'Stoneware|Porcelain']],
    sell: ['A relaxed, handmade look that dresses up a weeknight dinner.'],
    weight: 6000,
  }),
];
