import { kind, type Kind } from './kinds.ts';

const EU_SIZES = '36|37|38|39|40|41|42|43|44|45';

/** Footwear, bags and luggage. */
export const SHOE_BAG_KINDS: Kind[] = [
  kind('sneaker', 'shoe', 'Sneaker', 'pair', [25, 149], {
    nouns: 'Sneakers|Low-Top Sneakers|Canvas Shoes|Slip-On Trainers|Walking Shoes',
    adjs: 'Lightweight|Breathable|Classic|Leather',
    feats: 'Memory Foam Insole|Non-Slip Sole|Cushioned|Knit Upper|Vulcanised Rubber Sole',
    specs: [
      ['Colour', 'White|Black|Grey|Navy Blue|Cream'],
      ['EU size', EU_SIZES],
    ],
    attrs: [
      ['Upper', 'Canvas|Leather|Knit mesh'],
      ['Sole', 'Rubber'],
    ],
    sell: ['Cushioned enough for a day on your feet, clean enough for the weekend.'],
    weight: 700,
  }),
  kind('leathershoe', 'shoe', 'Oxford', 'pair', [49, 199], {
    nouns: 'Oxford Shoes|Derby Shoes|Loafers|Brogues|Chelsea Shoes',
    adjs: 'Full-Grain Leather|Handmade|Classic',
    feats: 'Goodyear Welted|Leather Lining|Rubber Heel|Cushioned Footbed|Wide Fit Available',
    specs: [
      ['Colour', 'Black|Dark Brown|Tan'],
      ['EU size', '39|40|41|42|43|44|45'],
    ],
    attrs: [
      ['Upper', 'Full-grain leather'],
      ['Sole', 'Leather and rubber'],
    ],
    sell: ['Polished enough for weddings, comfortable enough for the commute.'],
    weight: 1100,
  }),
  kind('boots', 'boot', 'Boots', 'pair', [49, 219], {
    nouns: 'Chelsea Boots|Hiking Boots|Work Boots|Ankle Boots|Snow Boots',
    adjs: 'Waterproof|Suede|Insulated|Lace-Up',
    feats: 'Slip-Resistant Sole|Steel Shank|Warm Lining|Pull Tabs|Rated to -25°C',
    specs: [
      ['Colour', 'Black|Brown|Tan|Grey'],
      ['EU size', EU_SIZES],
    ],
    attrs: [
      ['Upper', 'Leather|Suede'],
      ['Lining', 'Faux fur|Textile'],
    ],
    sell: ['Keeps feet dry through slush and puddles.'],
    weight: 1400,
  }),
  kind('heels', 'shoe', 'Heels', 'pair', [29, 139], {
    nouns: 'Pointed Toe Pumps|Block Heel Sandals|Kitten Heels|Slingback Heels|Stiletto Pumps',
    adjs: 'Elegant|Comfortable|Patent',
    feats: '7cm Heel|5cm Heel|Padded Insole|Ankle Strap|Non-Slip Sole',
    specs: [
      ['Colour', 'Black|Nude|Red|Silver'],
      ['EU size', '35|36|37|38|39|40|41'],
    ],
    attrs: [
      ['Heel height', '5 cm|7 cm|9 cm'],
      ['Upper', 'Patent|Suede|Satin'],
    ],
    sell: ['Padded insoles so you can dance until the end of the night.'],
    weight: 600,
  }),
  kind('flats', 'shoe', 'Flats', 'pair', [19, 89], {
    nouns: 'Ballet Flats|Loafers|Mary Jane Flats|Mules',
    adjs: 'Foldable|Soft Leather|Square Toe',
    feats: 'Cushioned Insole|Flexible Sole|Bow Detail|Slip-On',
    specs: [
      ['Colour', 'Black|Beige|Burgundy|Silver'],
      ['EU size', '35|36|37|38|39|40|41'],
    ],
    attrs: [['Upper', 'Leather|Faux leather']],
    sell: ['Flat, flexible and comfortable from the first wear.'],
    weight: 400,
  }),
  kind('sandals', 'shoe', 'Sandals', 'pair', [15, 79], {
    nouns: 'Slide Sandals|Strappy Sandals|Sport Sandals|Platform Sandals',
    adjs: 'Lightweight|Waterproof|Cushioned',
    feats: 'Adjustable Straps|Arch Support|Quick-Dry|Cork Footbed|Non-Slip',
    specs: [
      ['Colour', 'Black|Tan|White|Olive'],
      ['EU size', EU_SIZES],
    ],
    attrs: [['Upper', 'Leather|Webbing|EVA']],
    sell: ['Soft footbeds and grippy soles for the beach and the city.'],
    weight: 500,
  }),
  kind('handbag', 'handbag', 'Bag', 'pc', [25, 249], {
    nouns: 'Tote Bag|Crossbody Bag|Shoulder Bag|Top-Handle Bag|Hobo Bag',
    adjs: 'Genuine Leather|Vegan Leather|Mini|Structured',
    feats: 'Zip Closure|Adjustable Strap|Laptop Sleeve|Multiple Pockets|Gold-Tone Hardware',
    specs: [['Colour', 'Black|Tan|Cream|Burgundy|Olive']],
    attrs: [
      ['Material', 'Genuine leather|Vegan leather|Canvas'],
      ['Size', '32 × 26 × 12 cm'],
    ],
    sell: ['Holds a 13" laptop and still looks smart.'],
    weight: 700,
  }),
  kind('backpack', 'backpack', 'Pack', 'pc', [19, 129], {
    nouns: 'Laptop Backpack|Travel Backpack|Rolltop Backpack|Everyday Backpack',
    adjs: 'Water-Resistant|Anti-Theft|Slim',
    feats: 'Fits 15.6" Laptop|USB Charging Port|Luggage Strap|25L|Padded Back Panel|Hidden Pocket',
    specs: [['Colour', 'Black|Grey|Navy Blue|Olive']],
    attrs: [
      ['Capacity', '20L|25L|30L'],
      ['Material', 'Recycled polyester'],
    ],
    sell: ['A padded home for your laptop and a pocket for everything else.'],
    weight: 900,
  }),
  kind('suitcase', 'suitcase', 'Luggage', 'pc', [49, 349], {
    nouns: 'Hard Shell Suitcase|Carry-On Suitcase|Expandable Luggage|Luggage Set',
    adjs: 'Lightweight|Spinner|Polycarbonate',
    feats: '4 Spinner Wheels|TSA Lock|Expandable|Cabin Size 55cm|Scratch-Resistant|USB Port',
    specs: [
      ['Colour', 'Black|Silver|Navy Blue|Rose Gold|Sage Green'],
      ['Size', '20" Cabin|24" Medium|28" Large', '0|30|60'],
    ],
    attrs: [
      ['Material', 'Polycarbonate'],
      ['Lock', 'TSA approved'],
    ],
    sell: ['Glides on four silent wheels and fits airline cabin limits.'],
    weight: 3200,
  }),
];
