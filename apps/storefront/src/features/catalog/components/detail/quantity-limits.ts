/** What a shopper may put in the quantity box for one SKU (spec §5: never 0, stock, min_buy, max_buy). */
export interface QuantityLimits {
  min: number;
  max: number;
  /** Why nothing can be bought, if so: sold out, or less stock than the smallest allowed order. */
  blocked: 'soldOut' | 'insufficientStock' | null;
}

interface LimitInput {
  stock: number;
  min_buy: number;
  max_buy: number;
}

export function quantityLimits({ stock, min_buy, max_buy }: LimitInput): QuantityLimits {
  const min = Math.max(1, min_buy);
  const max = max_buy > 0 ? Math.min(stock, max_buy) : stock;
  if (stock <= 0) return { min, max: 0, blocked: 'soldOut' };
  if (max < min) return { min, max, blocked: 'insufficientStock' };
  return { min, max, blocked: null };
}

/** Brings a typed quantity inside the limits; anything unreadable becomes the minimum. */
export function clampQuantity(value: number | null | undefined, limits: QuantityLimits): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return limits.min;
  return Math.min(Math.max(Math.floor(value), limits.min), Math.max(limits.max, limits.min));
}
