/**
 * Invented brand names (no real trademarks), grouped by the top-level category they sell in. The key is
 * the English name of that top-level category.
 */
export interface BrandDef {
  name: string;
  top: string;
  desc: string;
  recommend: boolean;
  /** Sells only in the level-2 category at its own position among the brands of its top category. */
  specialist: boolean;
}

const b = (name: string, top: string, desc: string, recommend = false, specialist = false): BrandDef => ({
  name,
  top,
  desc,
  recommend,
  specialist,
});

export const BRANDS: BrandDef[] = [
  b(
    'Lumora',
    'Phones & Digital',
    'Phones and wearables designed in Shenzhen with a focus on battery life.',
    true,
  ),
  b(
    'Voltaro',
    'Phones & Digital',
    'Chargers, power banks and cables built to outlast the devices they power.',
    true,
  ),
  b('Pixelbay', 'Phones & Digital', 'Cameras and drones for creators who travel light.'),
  b('Corvana', 'Computers & Office', 'Thin, quiet laptops and tablets for work and study.', true),
  b('Typewell', 'Computers & Office', 'Keyboards, mice and desk gear for people who type all day.'),
  b('Inkrest', 'Computers & Office', 'Paper, pens and printers for a tidy desk.'),
  b('Hearthly', 'Home Appliances', 'Kitchen appliances that make weeknight cooking faster.', true),
  b('Purevale', 'Home Appliances', 'Cleaner air and floors, without the noise.'),
  b('Brisa Home', 'Home Appliances', 'Smart lights, TVs and cameras that just work together.'),
  b('Maison Ivette', "Women's Fashion", 'Easy, elegant womenswear in natural fabrics.', true),
  b('Linnea & Co', "Women's Fashion", 'Scandinavian-inspired basics and outerwear.'),
  b('Poppy Lane', "Women's Fashion", 'Floral dresses and bright colours for sunny days.'),
  b('Northford', "Men's Fashion", 'Heritage menswear: oxford shirts, chinos and wool coats.', true),
  b('Ashgrove Denim', "Men's Fashion", 'Denim cut and washed in small batches.'),
  b('Tallis', "Men's Fashion", 'Everyday essentials with a clean, modern fit.'),
  b('Strideon', 'Shoes & Bags', 'Comfort-first footwear for walking the city.', true),
  b('Wanderkit', 'Shoes & Bags', 'Backpacks and luggage for frequent travellers.'),
  b('Solena', 'Shoes & Bags', 'Leather bags and heels, crafted to last.'),
  b('Dewlane', 'Beauty & Personal Care', 'Gentle skincare for sensitive skin.', true),
  b('Rosemere', 'Beauty & Personal Care', 'Colour cosmetics with long-wear formulas.'),
  b('Petalique', 'Beauty & Personal Care', 'Fragrance, hair and body care with botanical scents.'),
  b('Oakhaven', 'Home & Furniture', 'Solid wood furniture and soft furnishings.', true),
  b('Loomwell', 'Home & Furniture', 'Bedding and textiles woven from natural fibres.'),
  b('Copperleaf Kitchen', 'Home & Furniture', 'Cookware and tableware for home cooks.'),
  b('Hillcrest Pantry', 'Food & Beverages', 'Pantry staples sourced from family farms.', true),
  b('Bramble & Bean', 'Food & Beverages', 'Small-batch coffee roasters and tea blenders.'),
  b('Golden Orchard', 'Food & Beverages', 'Nuts, dried fruit and sweet treats.'),
  b('Peakrun', 'Sports & Outdoors', 'Running shoes and training gear.', true),
  b('Trailvent', 'Sports & Outdoors', 'Tents, packs and lights for the outdoors.'),
  b('Ironcore', 'Sports & Outdoors', 'Home gym equipment and bikes.'),
  b('Tumbletot', 'Toys, Kids & Baby', 'Baby care essentials trusted by new parents.', true),
  b('Brickaroo', 'Toys, Kids & Baby', 'Building sets and toys that spark imagination.'),
  b('Little Wren', 'Toys, Kids & Baby', 'Soft organic clothing and plush friends for little ones.'),
  b(
    'Lanternfield Press',
    'Books, Music & Gifts',
    'An independent publisher of fiction and cookbooks.',
    true,
    true,
  ),
  b(
    'Nova Select',
    'Books, Music & Gifts',
    "The mall's own range of gift cards and digital passes.",
    false,
    true,
  ),
  b('Harbour Sound', 'Books, Music & Gifts', 'Guitars, ukuleles and keyboards for every level.', false, true),
  b('Pawberry', 'Pet Supplies', 'Nutritious food and treats for dogs and cats.', true),
  b('Whiskerwood', 'Pet Supplies', 'Beds, trees and toys for happy pets.'),
];
