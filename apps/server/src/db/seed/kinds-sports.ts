import { kind, type Kind } from './kinds.ts';

/** Fitness, camping, sportswear and cycling. */
export const SPORT_KINDS: Kind[] = [
  kind('yogamat', 'mat', 'Yoga', 'pc', [12, 89], {
    nouns: 'Yoga Mat|Exercise Mat|Travel Yoga Mat|Pilates Mat',
    adjs: 'Non-Slip|Extra Thick|Eco-Friendly|Natural Rubber',
    feats: '6mm|183 × 61 cm|Carry Strap|Alignment Lines|Sweat Resistant|Latex-Free',
    specs: [
      ['Colour', 'Purple|Teal|Black|Pink|Sage Green'],
      ['Thickness', '4mm|6mm|10mm', '0|5|10'],
    ],
    attrs: [['Material', 'TPE|Natural rubber|NBR foam']],
    sell: ['Grips even in hot yoga and cushions your knees.'],
    weight: 1000,
  }),
  kind('dumbbell', 'dumbbell', 'Weights', 'pair', [19, 299], {
    nouns: 'Adjustable Dumbbells|Hex Dumbbells|Neoprene Dumbbells|Kettlebell',
    adjs: 'Rubber-Coated|Quick-Change|Home Gym',
    feats: '2 × 10kg|Anti-Roll|Knurled Handle|Storage Tray|Floor Friendly',
    specs: [
      ['Colour', 'Black|Grey|Pink'],
      ['Weight', '2 × 5kg|2 × 10kg|2 × 20kg', '0|25|70'],
    ],
    attrs: [['Material', 'Rubber-coated cast iron']],
    sell: ['A whole rack of weights in the space of a shoebox.'],
    weight: 10000,
  }),
  kind('band', 'mat', 'Bands', 'set', [8, 45], {
    nouns: 'Resistance Bands Set|Pull-Up Assist Band|Booty Bands|Tube Resistance Kit',
    adjs: 'Heavy-Duty|Fabric|Latex',
    feats: '5 Levels|Door Anchor|Handles & Ankle Straps|Carry Bag|Exercise Guide',
    specs: [['Colour', 'Multicolour|Black|Pink']],
    attrs: [['Resistance', '5–68 kg']],
    sell: ['A full-body workout that fits in your suitcase.'],
    weight: 600,
  }),
  kind('tent', 'tent', 'Tent', 'pc', [39, 449], {
    nouns: 'Camping Tent|Backpacking Tent|Instant Pop-Up Tent|Family Tent',
    adjs: 'Waterproof|Lightweight|4-Season',
    feats: '2-Person|4-Person|Sets Up in 60 Seconds|Double Layer|Rainfly|Vestibule|Blackout Bedroom',
    specs: [
      ['Colour', 'Forest Green|Orange|Sand|Grey'],
      ['Capacity', '2 Person|4 Person|6 Person', '0|60|140'],
    ],
    attrs: [
      ['Waterproof rating', '3000 mm|5000 mm'],
      ['Poles', 'Aluminium|Fibreglass'],
    ],
    sell: ['Goes up in minutes and stays dry through a night of rain.'],
    weight: 3500,
  }),
  kind('hikingpack', 'backpack', 'Hike', 'pc', [29, 229], {
    nouns: 'Hiking Backpack|Trekking Rucksack|Daypack|Hydration Pack',
    adjs: 'Waterproof|Ventilated|Lightweight',
    feats: '40L|Rain Cover|Hip Belt|Trekking Pole Loops|Hydration Sleeve|Adjustable Back System',
    specs: [
      ['Colour', 'Black|Forest Green|Orange|Blue'],
      ['Volume', '20L|40L|60L', '0|25|55'],
    ],
    attrs: [['Material', 'Ripstop nylon']],
    sell: ['Carries the weight on your hips, not your shoulders.'],
    weight: 1400,
  }),
  kind('lantern', 'lamp', 'Lantern', 'pc', [9, 79], {
    nouns: 'Camping Lantern|Headlamp|Rechargeable Flashlight|String Lights',
    adjs: 'Rechargeable|Waterproof|Collapsible',
    feats: '1000 Lumens|Power Bank Function|Red Light Mode|Magnetic Base|USB-C',
    specs: [['Colour', 'Black|Orange|Forest Green']],
    attrs: [
      ['Brightness', '300 lm|1000 lm'],
      ['Runtime', '30 h'],
    ],
    sell: ['Lights up the whole campsite and charges your phone.'],
    weight: 350,
  }),
  kind('runshoe', 'shoe', 'Run', 'pair', [39, 179], {
    nouns: 'Running Shoes|Trail Running Shoes|Road Running Shoes|Race Shoes',
    adjs: 'Cushioned|Lightweight|Carbon-Plated',
    feats: 'Responsive Foam|Breathable Mesh|Reflective Details|8mm Drop|Grippy Outsole',
    specs: [
      ['Colour', 'Black|White|Neon Yellow|Blue|Coral'],
      ['EU size', '38|39|40|41|42|43|44|45'],
    ],
    attrs: [
      ['Drop', '8 mm'],
      ['Weight', '240 g'],
    ],
    sell: ['Soft landings and a springy toe-off for your long runs.'],
    weight: 600,
  }),
  kind('sporttop', 'tshirt', 'Sport', 'pc', [12, 49], {
    nouns: 'Running T-Shirt|Training Top|Long Sleeve Base Layer|Sports Vest',
    adjs: 'Quick-Dry|Seamless|Moisture-Wicking',
    feats: 'Breathable Mesh|Reflective Logo|Anti-Odour|UPF 50|Four-Way Stretch',
    specs: [
      ['Colour', 'Black|Blue|Neon Yellow|Grey|Coral'],
      ['Size', 'S|M|L|XL'],
    ],
    attrs: [['Material', 'Recycled polyester']],
    sell: ['Dries fast and stays fresh through hard sessions.'],
    weight: 150,
  }),
  kind('leggings', 'trousers', 'Leggings', 'pc', [15, 69], {
    nouns: 'High-Waisted Leggings|Yoga Pants|Running Tights|Biker Shorts',
    adjs: 'Squat-Proof|Buttery Soft|Compression',
    feats: 'Side Pockets|Four-Way Stretch|7/8 Length|Hidden Waist Pocket|Sweat-Wicking',
    specs: [
      ['Colour', 'Black|Navy Blue|Olive|Dusty Pink'],
      ['Size', 'XS|S|M|L|XL'],
    ],
    attrs: [['Material', 'Nylon / spandex']],
    sell: ['Stays put through squats, lunges and long runs.'],
    weight: 200,
  }),
  kind('bike', 'bike', 'Bike', 'pc', [199, 1499], {
    nouns: 'Mountain Bike|Road Bike|Hybrid Bike|Folding Bike|Electric Bike',
    adjs: 'Aluminium|Lightweight|21-Speed',
    feats:
      'Hydraulic Disc Brakes|Front Suspension|700C Wheels|27.5" Wheels|Shimano-Compatible Gears|250W Motor',
    specs: [
      ['Colour', 'Matte Black|White|Red|Forest Green'],
      ['Frame size', 'S|M|L', '0|0|20'],
    ],
    attrs: [
      ['Frame', 'Aluminium alloy'],
      ['Gears', '21|24'],
    ],
    sell: ['A light, stiff frame that climbs well and rolls fast.'],
    weight: 14000,
  }),
  kind('helmet', 'helmet', 'Helmet', 'pc', [19, 149], {
    nouns: 'Bike Helmet|Road Cycling Helmet|Urban Helmet|MIPS Helmet',
    adjs: 'Lightweight|Ventilated|Adjustable',
    feats: 'Rear LED Light|18 Vents|Detachable Visor|Magnetic Buckle|CE Certified',
    specs: [
      ['Colour', 'Matte Black|White|Red|Blue'],
      ['Size', 'M (54–58cm)|L (58–62cm)'],
    ],
    attrs: [['Certification', 'CE EN1078']],
    sell: ['Cool on hot climbs and bright on dark roads.'],
    weight: 300,
  }),
  kind('bikelight', 'lamp', 'Light', 'set', [9, 59], {
    nouns: 'Bike Light Set|Front Bike Light|Rear Bike Light|Smart Brake Light',
    adjs: 'USB-C Rechargeable|Waterproof|Ultra-Bright',
    feats: '800 Lumens|Auto Brake Sensing|Tool-Free Mount|6 Modes|IPX6',
    specs: [['Colour', 'Black|Red']],
    attrs: [['Brightness', '400 lm|800 lm']],
    sell: ['See and be seen on the commute home.'],
    weight: 150,
  }),
];
