/*
 * Spend-more-save-more (满减送, facts §5.5) as the checkout applies it: pure arithmetic in cents, no database.
 * A shop's running offers are weighed against its lines; the step of each offer its covered lines reach is
 * found (type 0 by money, type 1 by pieces) and the offer giving the most off wins. Its discount is spread over
 * the covered lines in proportion to their money (the last takes the remainder), so a refund of one line can
 * give back exactly its share.
 */

/** One stored step of rule_json: money in cents (a count for type 1 limits); coupon is a shop coupon type id. */
export interface ManjianStep {
  limit: number;
  discount_money: number;
  free_shipping: number;
  point: number;
  coupon: number;
}

export interface ManjianOffer {
  manjianId: number;
  manjianName: string;
  /** The operator's or merchant's names per language (`{ 'zh-cn': { manjian_name } }`), when the row has them. */
  i18n?: unknown;
  /** 0 spend an amount, 1 buy a number of items. */
  type: number;
  /** 1 all goods, 2 only goodsIds, 3 all but goodsIds. */
  manjianType: number;
  goodsIds: number[];
  ruleJson: unknown;
}

export interface ManjianLine {
  goodsId: number;
  num: number;
  /** The line's goods money at the price charged (cents). */
  money: number;
}

export interface ManjianApplied {
  offer: ManjianOffer;
  step: ManjianStep;
  /** Cents taken off; never more than the covered lines' money. */
  discount: number;
  /** The discount's share of each input line (0 for lines the offer does not cover), same order as the input. */
  shares: number[];
}

/** manjian_type 1 all goods, 2 only the listed goods, 3 all but the listed goods. */
export function offerCovers(
  offer: Pick<ManjianOffer, 'manjianType' | 'goodsIds'>,
  goodsId?: number,
): boolean {
  if (goodsId === undefined || offer.manjianType === 1) return true;
  const listed = offer.goodsIds.includes(goodsId);
  return offer.manjianType === 2 ? listed : !listed;
}

const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 0);

/** rule_json as stored, read defensively (a merchant-written JSON column), lowest limit first. */
export function stepsOf(ruleJson: unknown): ManjianStep[] {
  if (!Array.isArray(ruleJson)) return [];
  return ruleJson
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    .map((r) => ({
      limit: int(r.limit),
      discount_money: int(r.discount_money),
      free_shipping: r.free_shipping === 1 ? 1 : 0,
      point: int(r.point),
      coupon: int(r.coupon),
    }))
    .filter((s) => s.limit > 0)
    .sort((a, b) => a.limit - b.limit);
}

/** The highest step reached by `measure` (money or pieces), or undefined when below the first. */
export function reachedStep(steps: ManjianStep[], measure: number): ManjianStep | undefined {
  let best: ManjianStep | undefined;
  for (const s of steps) if (measure >= s.limit) best = s;
  return best;
}

/** Spreads `amount` over `weights` in proportion; the last positive weight takes the remainder. */
export function spread(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  const last = weights.findLastIndex((w) => w > 0);
  let left = amount;
  return weights.map((w, i) => {
    if (w <= 0 || total <= 0) return 0;
    const share = i === last ? left : Math.floor((amount * w) / total);
    left -= share;
    return share;
  });
}

function applyOffer(offer: ManjianOffer, lines: ManjianLine[]): ManjianApplied | null {
  const covered = lines.map((l) => offerCovers(offer, l.goodsId));
  const weights = lines.map((l, i) => (covered[i] ? l.money : 0));
  const money = weights.reduce((s, w) => s + w, 0);
  const pieces = lines.reduce((s, l, i) => s + (covered[i] ? l.num : 0), 0);
  const step = reachedStep(stepsOf(offer.ruleJson), offer.type === 1 ? pieces : money);
  if (!step) return null;
  const discount = Math.min(step.discount_money, money);
  return { offer, step, discount, shares: spread(discount, weights) };
}

/**
 * The best offer a shop's lines reach: the most money off; on a tie the one that also ships free, then the
 * oldest offer. Answers null when no offer's first step is reached.
 */
export function bestManjian(offers: ManjianOffer[], lines: ManjianLine[]): ManjianApplied | null {
  let best: ManjianApplied | null = null;
  for (const offer of offers) {
    const a = applyOffer(offer, lines);
    if (!a) continue;
    if (
      !best ||
      a.discount > best.discount ||
      (a.discount === best.discount && a.step.free_shipping > best.step.free_shipping)
    )
      best = a;
  }
  return best;
}
