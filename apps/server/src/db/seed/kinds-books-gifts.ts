import { kind, type Kind } from './kinds.ts';

/**
 * Books use the noun list as titles and the adjective list as subtitles; gift cards are virtual and priced
 * entirely by their denomination.
 */
export const BOOK_GIFT_KINDS: Kind[] = [
  kind('fiction', 'book', 'Novel', 'copy', [9, 29], {
    nouns:
      "The Lighthouse Keeper's Daughter|Salt and Silver|A Map of Small Rivers|The Winter Orchard|Glass Harbour|The Last Tram to Lisbon|Paper Lanterns|Under the Juniper Moon|The Cartographer's Son|North of Everything|The Quiet Hours|A Season of Kites|The Clockmaker's Apprentice|Letters from the Coast|The House on Cedar Hill",
    adjs: 'A Novel|A Mystery|A Love Story|Book One of the Tidewater Trilogy|A Family Saga',
    feats:
      'International Bestseller|Book Club Pick|Winner of the Meridian Prize|Now a TV Series|Signed Bookplate Edition',
    specs: [['Format', 'Paperback|Hardcover|Large Print', '0|8|4']],
    attrs: [
      ['Language', 'English'],
      ['Pages', '288|352|416|480'],
    ],
    sell: [
      'A gripping, tender story you will want to finish in one sitting.',
      'Praised by readers for its vivid characters and twisty plot.',
    ],
    weight: 450,
    style: 'book',
  }),
  kind('cookbook', 'book', 'Recipes', 'copy', [14, 39], {
    nouns:
      'Simple Weeknight Suppers|The Noodle Bowl|Bake It Slow|One Pan Wonders|The Plant-Based Pantry|Dumplings at Home|Salad for All Seasons|The Spice Road Kitchen|Sunday Roasts|Breakfast All Day',
    adjs: '100 Easy Recipes|Recipes from a Family Kitchen|Everyday Cooking Made Simple|Vegetarian Recipes for Every Day',
    feats: 'Full-Colour Photography|Step-by-Step Guides|Lay-Flat Binding|Metric & Imperial Measures',
    specs: [['Format', 'Hardcover|Paperback', '0|-6']],
    attrs: [
      ['Language', 'English'],
      ['Pages', '224|256|320'],
    ],
    sell: ['Delicious recipes that work first time, with a photo for every dish.'],
    weight: 1100,
    style: 'book',
  }),
  kind('kidsbook', 'book', 'Story', 'copy', [8, 24], {
    nouns:
      "The Very Sleepy Dragon|Pip and the Paper Boat|Where the Owls Go|Ten Little Raindrops|Marnie Builds a Rocket|The Bear Who Lost His Hat|Goodnight, Busy City|Milo's Big Adventure",
    adjs: 'A Bedtime Story|A Lift-the-Flap Book|A Picture Book|First Words',
    feats: 'Ages 3-6|Ages 0-3|Board Book|Beautifully Illustrated|Read-Aloud Favourite',
    specs: [['Format', 'Hardcover|Board Book|Paperback', '0|-2|-3']],
    attrs: [['Age range', '0–3|3–6|5–8']],
    sell: ['A warm, funny story that children ask for again and again.'],
    weight: 350,
    style: 'book',
  }),
  kind('giftcard', 'card', 'Gift Card', 'card', [0, 0], {
    nouns: 'Digital Gift Card|eGift Card|Birthday Gift Card|Thank You Gift Card',
    feats: 'Instant Email Delivery|Never Expires|Use on Millions of Items|Personal Message Included',
    specs: [['Amount', '$25|$50|$100|$200', '25|50|100|200']],
    attrs: [['Delivery', 'Email']],
    sell: ['The gift that always fits: delivered by email in minutes.'],
    virtual: true,
    weight: 0,
    style: 'card',
  }),
  kind('gamecard', 'card', 'Game Card', 'card', [0, 0], {
    nouns: 'Game Points Card|Gaming Wallet Top-Up|Game Credit Code',
    feats: 'Digital Code|Works on PC & Console|Instant Delivery|Region Free',
    specs: [['Amount', '$10|$20|$50|$100', '10|20|50|100']],
    attrs: [['Delivery', 'Digital code']],
    sell: ['Top up a gaming wallet in seconds, no card details needed.'],
    virtual: true,
    weight: 0,
    style: 'card',
  }),
  kind('streamcard', 'card', 'Stream', 'card', [0, 0], {
    nouns: 'Streaming Membership|Music Streaming Subscription|Video Streaming Pass',
    feats: 'Ad-Free|Activate Instantly|Watch on 4 Screens|Offline Downloads',
    specs: [['Plan', '1 Month|3 Months|12 Months', '9|25|89']],
    attrs: [['Delivery', 'Activation code']],
    sell: ['Unlimited films, series and music, activated in one step.'],
    virtual: true,
    weight: 0,
    style: 'card',
  }),
  kind('guitar', 'guitar', 'Guitar', 'pc', [79, 699], {
    nouns: 'Acoustic Guitar|Electric Guitar|Classical Guitar|Electro-Acoustic Guitar',
    models: 'D-#|S#|Studio #',
    adjs: 'Solid Top|Full-Size|Beginner',
    feats: 'Spruce Top|Gig Bag Included|Built-in Tuner|Set Up by Hand|Nickel Strings|Cutaway',
    specs: [
      ['Finish', 'Natural|Sunburst|Black|White'],
      ['Bundle', 'Guitar Only|Starter Kit', '0|40'],
    ],
    attrs: [
      ['Body', 'Dreadnought|Stratocaster-style|Concert'],
      ['Scale', '25.5"'],
    ],
    sell: ['Set up by hand for low action and easy chords.'],
    weight: 3500,
  }),
  kind('piano', 'keyboard', 'Piano', 'pc', [199, 1299], {
    nouns: 'Digital Piano|Portable Keyboard|Stage Piano',
    models: 'P-#|DP#',
    adjs: '88-Key Weighted|Hammer Action|Portable',
    feats: 'Sustain Pedal|Bluetooth MIDI|Headphone Jack|Built-in Lessons|Stand Included',
    specs: [
      ['Finish', 'Black|White|Rosewood'],
      ['Bundle', 'Piano Only|with Stand & Bench', '0|120'],
    ],
    attrs: [
      ['Keys', '88 weighted'],
      ['Polyphony', '128|192'],
    ],
    sell: ['Weighted keys that feel like an acoustic piano.'],
    weight: 12000,
  }),
  kind('ukulele', 'guitar', 'Uke', 'pc', [25, 149], {
    nouns: 'Soprano Ukulele|Concert Ukulele|Tenor Ukulele|Ukulele Starter Kit',
    adjs: 'Mahogany|Solid Top|Beginner',
    feats: 'Aquila Strings|Gig Bag|Clip-On Tuner|Spare Strings|Lesson Book',
    specs: [['Finish', 'Natural|Sunburst|Sky Blue|Pink']],
    attrs: [['Size', 'Soprano|Concert|Tenor']],
    sell: ['Bright, sweet tone and stays in tune.'],
    weight: 900,
  }),
];
