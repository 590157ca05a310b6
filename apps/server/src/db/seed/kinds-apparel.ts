import { kind, type Kind } from './kinds.ts';

const SIZES = 'S|M|L|XL|XXL';

/** Women's and men's clothing; the category adds "Women's"/"Men's"/"Kids'" in front of the noun. */
export const APPAREL_KINDS: Kind[] = [
  kind('tshirt', 'tshirt', 'Tee', 'pc', [8, 39], {
    nouns: 'Cotton T-Shirt|Crew Neck Tee|Oversized T-Shirt|Graphic Tee|V-Neck T-Shirt',
    adjs: 'Organic Cotton|Relaxed Fit|Heavyweight|Breathable',
    feats: '220gsm|Pre-Shrunk|Short Sleeve|Pack of 2|Drop Shoulder|Soft Washed',
    specs: [
      ['Colour', 'White|Black|Heather Grey|Navy Blue|Sage Green|Dusty Pink'],
      ['Size', SIZES],
    ],
    attrs: [
      ['Material', '100% cotton|Organic cotton'],
      ['Fit', 'Regular|Relaxed|Oversized'],
      ['Sleeve', 'Short sleeve'],
    ],
    sell: [
      'Soft heavyweight cotton that keeps its shape wash after wash.',
      'An easy everyday tee with a neat ribbed collar.',
    ],
    weight: 200,
  }),
  kind('blouse', 'shirt', 'Blouse', 'pc', [15, 69], {
    nouns: "Women's Blouse|Satin Blouse|Linen Shirt|Button-Down Shirt",
    adjs: 'Loose Fit|Long Sleeve|Office|Puff Sleeve',
    feats: 'Silky Satin|Wrinkle Resistant|Pearl Buttons|Tie Neck|Machine Washable',
    specs: [
      ['Colour', 'Ivory|Black|Champagne|Light Blue|Burgundy'],
      ['Size', SIZES],
    ],
    attrs: [
      ['Material', 'Satin|Linen blend|Viscose'],
      ['Neckline', 'Collar|V-neck|Tie neck'],
    ],
    sell: ['Drapes beautifully and goes from the office to dinner.'],
    weight: 180,
  }),
  kind('sweater', 'sweater', 'Knit', 'pc', [19, 99], {
    nouns: 'Crew Neck Sweater|Cardigan|Turtleneck Jumper|Cable Knit Sweater',
    adjs: 'Merino Wool|Chunky|Soft|Cropped',
    feats: 'Ribbed Cuffs|Relaxed Fit|Cashmere Blend|Button Front|Anti-Pilling',
    specs: [
      ['Colour', 'Oatmeal|Camel|Charcoal|Cream|Forest Green'],
      ['Size', SIZES],
    ],
    attrs: [
      ['Material', 'Merino wool|Wool blend|Cashmere blend'],
      ['Neckline', 'Crew|Turtleneck|V-neck'],
    ],
    sell: ['Warm without the itch; layers neatly under a coat.'],
    weight: 400,
  }),
  kind('dress', 'dress', 'Dress', 'pc', [19, 129], {
    nouns: 'Midi Dress|Maxi Dress|Wrap Dress|Shirt Dress|Slip Dress',
    adjs: 'Floral|Summer|Elegant|A-Line',
    feats: 'with Pockets|Smocked Waist|Flutter Sleeve|Side Slit|Fully Lined|Adjustable Straps',
    specs: [
      ['Colour', 'Floral Blue|Black|Terracotta|Sage Green|Dusty Pink'],
      ['Size', 'XS|S|M|L|XL'],
    ],
    attrs: [
      ['Material', 'Viscose|Cotton|Chiffon'],
      ['Length', 'Midi|Maxi|Knee'],
    ],
    sell: ['Light, flowing and made for warm days.', 'Real pockets and a waist that moves with you.'],
    weight: 300,
  }),
  kind('skirt', 'dress', 'Skirt', 'pc', [15, 79], {
    nouns: 'Pleated Midi Skirt|A-Line Skirt|Denim Skirt|Satin Slip Skirt',
    adjs: 'High-Waisted|Flowy|Elastic Waist',
    feats: 'with Pockets|Lined|Knee Length|Button Front|Side Zip',
    specs: [
      ['Colour', 'Black|Khaki|Navy Blue|Champagne'],
      ['Size', 'XS|S|M|L|XL'],
    ],
    attrs: [['Material', 'Polyester|Denim|Satin']],
    sell: ['Moves beautifully and pairs with trainers or heels.'],
    weight: 250,
  }),
  kind('jumpsuit', 'dress', 'Jumpsuit', 'pc', [25, 99], {
    nouns: 'Wide-Leg Jumpsuit|Linen Jumpsuit|Utility Jumpsuit',
    adjs: 'Sleeveless|Belted|Relaxed',
    feats: 'with Pockets|Tie Waist|Button Front|Breathable Linen',
    specs: [
      ['Colour', 'Black|Olive|Sand|Rust'],
      ['Size', 'XS|S|M|L|XL'],
    ],
    attrs: [['Material', 'Linen blend|Cotton twill']],
    sell: ['One piece, whole outfit, zero effort.'],
    weight: 400,
  }),
  kind('coat', 'coat', 'Coat', 'pc', [59, 299], {
    nouns: 'Wool Coat|Trench Coat|Long Overcoat|Double-Breasted Coat',
    adjs: 'Tailored|Longline|Classic',
    feats: 'Wool Blend|Water-Repellent|Belted|Notch Lapel|Fully Lined|Inner Pocket',
    specs: [
      ['Colour', 'Camel|Black|Charcoal|Navy Blue'],
      ['Size', SIZES],
    ],
    attrs: [
      ['Material', 'Wool blend|Cotton gabardine'],
      ['Length', 'Knee|Mid-thigh'],
    ],
    sell: ['A timeless shape that keeps the wind out.'],
    weight: 1400,
  }),
  kind('jacket', 'coat', 'Jacket', 'pc', [29, 199], {
    nouns: 'Bomber Jacket|Denim Jacket|Windbreaker|Softshell Jacket|Utility Jacket',
    adjs: 'Lightweight|Water-Resistant|Cropped|Packable',
    feats: 'Zip Pockets|Hooded|Breathable|Ribbed Cuffs|Fleece Lined',
    specs: [
      ['Colour', 'Black|Olive|Navy Blue|Stone|Denim Blue'],
      ['Size', SIZES],
    ],
    attrs: [['Material', 'Nylon|Cotton denim|Polyester softshell']],
    sell: ['The layer you throw on for changeable spring weather.'],
    weight: 700,
  }),
  kind('downjacket', 'coat', 'Down', 'pc', [59, 329], {
    nouns: 'Down Jacket|Puffer Jacket|Long Down Coat|Hooded Down Parka',
    adjs: 'Ultralight|Warm|Packable|Windproof',
    feats:
      '90% Duck Down|650 Fill Power|Detachable Hood|Water-Repellent Shell|Rated to -20°C|Packs into Pocket',
    specs: [
      ['Colour', 'Black|Navy Blue|Cream|Burgundy|Olive'],
      ['Size', SIZES],
    ],
    attrs: [
      ['Filling', '90% down / 10% feather'],
      ['Fill power', '650|750'],
    ],
    sell: [
      'Serious warmth that packs into its own pocket.',
      'Stays warm on a windy platform at minus twenty.',
    ],
    weight: 900,
  }),
  kind('shirt', 'shirt', 'Shirt', 'pc', [15, 79], {
    nouns: 'Oxford Shirt|Linen Shirt|Dress Shirt|Flannel Shirt',
    adjs: 'Slim Fit|Regular Fit|Non-Iron|Long Sleeve',
    feats: 'Button-Down Collar|100% Cotton|Easy Care|Chest Pocket|Stretch',
    specs: [
      ['Colour', 'White|Light Blue|Navy Blue|Pink|Grey Check'],
      ['Size', SIZES],
    ],
    attrs: [
      ['Material', 'Cotton oxford|Linen|Brushed cotton flannel'],
      ['Fit', 'Slim|Regular'],
    ],
    sell: ['Crisp enough for meetings, relaxed enough for weekends.'],
    weight: 280,
  }),
  kind('hoodie', 'sweater', 'Hoodie', 'pc', [19, 79], {
    nouns: 'Pullover Hoodie|Zip-Up Hoodie|Fleece Hoodie|Heavyweight Hoodie',
    adjs: 'Oversized|Brushed Fleece|Classic',
    feats: 'Kangaroo Pocket|400gsm|Double-Lined Hood|Ribbed Hem|Pre-Shrunk',
    specs: [
      ['Colour', 'Black|Heather Grey|Navy Blue|Forest Green|Sand'],
      ['Size', SIZES],
    ],
    attrs: [
      ['Material', '80% cotton / 20% polyester'],
      ['Fit', 'Regular|Oversized'],
    ],
    sell: ['Brushed inside for that broken-in softness from day one.'],
    weight: 600,
  }),
  kind('jeans', 'trousers', 'Jeans', 'pc', [25, 99], {
    nouns: 'Slim Fit Jeans|Straight Leg Jeans|Tapered Jeans|Relaxed Jeans',
    adjs: 'Stretch|Classic|Selvedge|Stonewashed',
    feats: '5-Pocket|Comfort Stretch|12oz Denim|Button Fly|Reinforced Seams',
    specs: [
      ['Colour', 'Indigo|Light Wash|Black|Mid Blue'],
      ['Waist', '30|32|34|36|38'],
    ],
    attrs: [
      ['Material', '98% cotton / 2% elastane'],
      ['Fit', 'Slim|Straight|Tapered'],
    ],
    sell: ['Comfort stretch denim that moves without bagging out.'],
    weight: 650,
  }),
  kind('chinos', 'trousers', 'Chinos', 'pc', [22, 79], {
    nouns: 'Chino Trousers|Stretch Chinos|Pleated Trousers|Cargo Pants',
    adjs: 'Slim Fit|Relaxed|Tapered',
    feats: 'Cotton Twill|Flex Waistband|Wrinkle Resistant|Side Pockets',
    specs: [
      ['Colour', 'Khaki|Navy Blue|Olive|Stone|Black'],
      ['Waist', '30|32|34|36|38'],
    ],
    attrs: [['Material', 'Cotton twill with stretch']],
    sell: ['Smart enough for the office and soft enough for the weekend.'],
    weight: 500,
  }),
  kind('shorts', 'trousers', 'Shorts', 'pc', [12, 49], {
    nouns: 'Chino Shorts|Cargo Shorts|Swim Shorts|Linen Shorts',
    adjs: 'Quick-Dry|Relaxed|Summer',
    feats: '7" Inseam|Elastic Waist|Drawstring|Zip Pocket|Mesh Lining',
    specs: [
      ['Colour', 'Navy Blue|Khaki|Olive|Sky Blue'],
      ['Size', SIZES],
    ],
    attrs: [['Material', 'Cotton|Polyester']],
    sell: ['Cool and comfortable from the beach to the barbecue.'],
    weight: 250,
  }),
];
