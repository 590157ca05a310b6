import type { Kind } from './kinds.ts';
import { MOBILE_KINDS } from './kinds-mobile.ts';
import { COMPUTER_KINDS } from './kinds-computers.ts';
import { APPLIANCE_KINDS } from './kinds-appliances.ts';
import { APPAREL_KINDS } from './kinds-apparel.ts';
import { SHOE_BAG_KINDS } from './kinds-shoes-bags.ts';
import { BEAUTY_KINDS } from './kinds-beauty.ts';
import { HOME_KINDS } from './kinds-home.ts';
import { FOOD_KINDS } from './kinds-food.ts';
import { SPORT_KINDS } from './kinds-sports.ts';
import { KIDS_KINDS } from './kinds-kids.ts';
import { BOOK_GIFT_KINDS } from './kinds-books-gifts.ts';
import { PET_KINDS } from './kinds-pets.ts';

/** Order matters: spec and attribute ids are derived from a kind's position, so append new kinds at the end. */
export const ALL_KINDS: Kind[] = [
  ...MOBILE_KINDS,
  ...COMPUTER_KINDS,
  ...APPLIANCE_KINDS,
  ...APPAREL_KINDS,
  ...SHOE_BAG_KINDS,
  ...BEAUTY_KINDS,
  ...HOME_KINDS,
  ...FOOD_KINDS,
  ...SPORT_KINDS,
  ...KIDS_KINDS,
  ...BOOK_GIFT_KINDS,
  ...PET_KINDS,
];

const byKey = new Map(ALL_KINDS.map((k, i) => [k.key, { kind: k, index: i }]));

export function getKind(key: string): { kind: Kind; index: number } {
  const found = byKey.get(key);
  if (!found) throw new Error(`unknown product kind ${key}`);
  return found;
}
