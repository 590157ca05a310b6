import { kind, type Kind } from './kinds.ts';

/** Snacks, drinks and pantry staples: the picture spec is the flavour. */
export const FOOD_KINDS: Kind[] = [
  kind('nuts', 'pouch', 'Nuts', 'bag', [5, 39], {
    nouns: 'Mixed Nuts|Roasted Almonds|Cashews|Dried Mango|Trail Mix|Pistachios',
    adjs: 'Unsalted|Lightly Salted|Dry Roasted|Organic',
    feats: 'Resealable Bag|No Added Sugar|High Protein|Vegan|Daily Snack Packs',
    specs: [
      ['Flavour', 'Original|Sea Salt|Honey Roasted|Smoked'],
      ['Weight', '250g|500g|1kg', '0|6|14'],
    ],
    attrs: [
      ['Shelf life', '9 months'],
      ['Origin', 'California|Vietnam|Turkey'],
    ],
    sell: ['Crunchy, fresh and packed the week they are roasted.'],
    weight: 550,
  }),
  kind('chocolate', 'box', 'Choco', 'box', [4, 39], {
    nouns: 'Dark Chocolate Bars|Chocolate Truffles|Milk Chocolate Gift Box|Salted Caramels',
    adjs: 'Single-Origin|Handmade|Belgian-Style',
    feats: '70% Cocoa|Assorted 24 Pieces|Gift Wrapped|Fair Trade|Gluten-Free',
    specs: [
      ['Flavour', 'Dark 70%|Milk|Hazelnut|Sea Salt Caramel'],
      ['Pack', '1 Box|3 Boxes', '0|18'],
    ],
    attrs: [
      ['Cocoa', '35%|55%|70%'],
      ['Shelf life', '12 months'],
    ],
    sell: ['Silky, deeply flavoured chocolate that makes a lovely gift.'],
    weight: 300,
  }),
  kind('biscuit', 'box', 'Cookies', 'box', [3, 25], {
    nouns: 'Butter Cookies|Digestive Biscuits|Oat Cookies|Shortbread Tin|Wafer Rolls',
    adjs: 'Crunchy|Whole Grain|Traditional',
    feats: 'Family Pack|Baked with Real Butter|No Palm Oil|Individually Wrapped|Gift Tin',
    specs: [
      ['Flavour', 'Butter|Chocolate Chip|Oat & Raisin|Matcha'],
      ['Pack', '300g|600g', '0|4'],
    ],
    attrs: [['Shelf life', '10 months']],
    sell: ['Golden, crumbly and perfect with a cup of tea.'],
    weight: 400,
  }),
  kind('coffee', 'pouch', 'Coffee', 'bag', [7, 49], {
    nouns: 'Coffee Beans|Ground Coffee|Drip Bag Coffee|Cold Brew Concentrate|Instant Coffee',
    adjs: 'Specialty|Medium Roast|Dark Roast|Single Origin',
    feats: '1kg|100% Arabica|Freshly Roasted|Chocolate & Caramel Notes|Whole Bean|Rainforest Certified',
    specs: [
      ['Roast', 'Light|Medium|Dark|Decaf'],
      ['Weight', '250g|500g|1kg', '0|8|18'],
    ],
    attrs: [
      ['Origin', 'Ethiopia|Colombia|Brazil|Yunnan'],
      ['Bean', '100% Arabica'],
    ],
    sell: ['Roasted in small batches and shipped within days.'],
    weight: 550,
  }),
  kind('tea', 'jar', 'Tea', 'tin', [6, 69], {
    nouns: 'Loose Leaf Tea|Tea Bags|Green Tea|Oolong Tea|Earl Grey Tea|Herbal Tea',
    adjs: 'Premium|Organic|First Flush',
    feats: '100 Tea Bags|Gift Tin|Spring Harvest|Caffeine-Free|Whole Leaf',
    specs: [
      ['Flavour', 'Green|Black|Oolong|Chamomile'],
      ['Weight', '100g|250g', '0|10'],
    ],
    attrs: [['Origin', 'Fujian|Darjeeling|Ceylon|Zhejiang']],
    sell: ['Fragrant whole leaves that can be steeped two or three times.'],
    weight: 200,
  }),
  kind('juice', 'bottle', 'Juice', 'case', [6, 35], {
    nouns: 'Not-From-Concentrate Juice|Sparkling Water|Coconut Water|Cold-Pressed Juice|Kombucha',
    adjs: 'No Added Sugar|Organic|Sparkling',
    feats: '12 × 330ml|6 × 1L|Vitamin C|Zero Calories|Recyclable Cans',
    specs: [
      ['Flavour', 'Orange|Apple|Lemon & Lime|Mango'],
      ['Pack', '6 Pack|12 Pack', '0|9'],
    ],
    attrs: [['Shelf life', '12 months']],
    sell: ['Refreshing and bottled without any added sugar.'],
    weight: 4500,
  }),
  kind('rice', 'pouch', 'Rice', 'bag', [4, 39], {
    nouns: 'Jasmine Rice|Basmati Rice|Udon Noodles|Whole Wheat Spaghetti|Ramen Noodles',
    adjs: 'Premium|Long Grain|Fragrant',
    feats: '5kg|New Crop|Non-GMO|Quick Cooking|Family Size',
    specs: [
      ['Type', 'White|Brown|Mixed Grain'],
      ['Weight', '1kg|5kg|10kg', '0|9|19'],
    ],
    attrs: [['Origin', 'Thailand|India|Heilongjiang']],
    sell: ['Fluffy, fragrant grains every time.'],
    weight: 5100,
  }),
  kind('oil', 'bottle', 'Oil', 'bottle', [5, 39], {
    nouns: 'Extra Virgin Olive Oil|Avocado Oil|Cold-Pressed Sesame Oil|Sunflower Oil',
    adjs: 'Cold-Pressed|First Harvest|Organic',
    feats: '1L|Dark Glass Bottle|Low Acidity|High Smoke Point|Harvest Dated',
    specs: [
      ['Type', 'Extra Virgin|Light|Infused Garlic'],
      ['Volume', '500ml|1L|3L', '0|7|19'],
    ],
    attrs: [['Origin', 'Spain|Italy|Greece']],
    sell: ['Peppery, fresh and good enough to dip bread in.'],
    weight: 1000,
  }),
  kind('sauce', 'bottle', 'Sauce', 'bottle', [3, 25], {
    nouns: 'Soy Sauce|Chilli Crisp|Hot Sauce|Pasta Sauce|Oyster Sauce',
    adjs: 'Naturally Brewed|Small-Batch|Low Sodium',
    feats: '500ml|Aged 180 Days|No MSG|Gluten-Free|Twin Pack',
    specs: [
      ['Flavour', 'Original|Extra Spicy|Garlic|Mushroom'],
      ['Pack', '1 Bottle|2 Bottles', '0|4'],
    ],
    attrs: [['Shelf life', '18 months']],
    sell: ['A spoonful wakes up noodles, eggs and stir-fries.'],
    weight: 600,
  }),
];
