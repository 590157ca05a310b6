// Shop promotions: the threshold offers (manjian) the checkout applies.
export {
  bestManjian,
  offerCovers,
  stepsOf,
  type ManjianApplied,
  type ManjianLine,
  type ManjianOffer,
  type ManjianStep,
} from './manjian-engine.ts';
export { runningAt, selectUnendedManjianOfShops } from './promotion.repository.ts';
