import type { seckill } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { QuantityInput } from '../../../components/quantity-input.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { usePrefixedParam } from '../../../lib/use-prefixed-param.ts';
import { useSeckillDetail } from '../api/seckill-queries.ts';
import { SlotCountdown } from '../components/slot-countdown.tsx';
import { hhmm } from '../components/slot-state.ts';
import './seckill.css';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { Button } from '../../../components/button.tsx';

const toId = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

type Phase = 'running' | 'notStarted' | 'ended' | 'soldOut';

/** Where the sale stands for a buyer now: only a running slot with stock left can be bought (facts §5.1). */
function phaseOf(d: seckill.SeckillDetail, sku: seckill.SeckillSku | undefined, now: number): Phase {
  if (d.status === 2 || d.end_time <= now) return 'ended';
  if (d.status === 0 || d.start_time > now) return 'notStarted';
  if (!d.seckill_end_time) return d.next_start_time ? 'notStarted' : 'ended';
  return sku && sku.stock > 0 ? 'running' : 'soldOut';
}

function Timer({ d, phase, now }: { d: seckill.SeckillDetail; phase: Phase; now: number }) {
  const { t } = useTranslation('seckill');
  // A sale whose first day has not come yet names the day; one waiting for today's slot names the time.
  if (phase === 'notStarted' && d.start_time > now)
    return <div className="sk-detail__timer">{t('startsOn', { date: dateTimeOf(d.start_time) })}</div>;
  if (phase === 'running' || phase === 'soldOut')
    return (
      <div className="sk-detail__timer">
        {t('endsIn')}
        <SlotCountdown target={d.seckill_end_time} daySeconds={d.day_seconds} />
      </div>
    );
  if (phase === 'notStarted') {
    const next = d.slots.find((s) => s.seckill_start_time === d.next_start_time) ?? d.slots[0];
    return (
      <div className="sk-detail__timer">
        {t('startsAt', { time: next ? hhmm(next.seckill_start_time_show) : '' })}
      </div>
    );
  }
  return <div className="sk-detail__timer">{t('saleEnded')}</div>;
}

/** /promotion/seckill-{id}: the sale's goods, seckill price and countdown, spec, quantity within the limits. */
export function Page() {
  const { t } = useTranslation('seckill');
  const navigate = useNavigate();
  const id = toId(usePrefixedParam('id'));
  const detail = useSeckillDetail(id);
  const [chosen, setChosen] = useState<number | null>(null);
  const [num, setNum] = useState(1);
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  if (id === null || detail.isError)
    return <MissingState title={t('missing')} backTo="/promotion/seckill" backLabel={t('backToZone')} />;
  const d = detail.data;
  if (!d)
    return (
      <div className="content-width sk-detail">
        <ShimmerLines rows={10} />
      </div>
    );
  const sku =
    d.sku_list.find((s) => s.sku_id === chosen) ?? d.sku_list.find((s) => s.stock > 0) ?? d.sku_list[0];
  const phase = phaseOf(d, sku, now);
  const left = sku ? (sku.max_buy > 0 ? Math.max(0, sku.max_buy - sku.purchased_num) : 0) : 0;
  const limitReached = !!sku && sku.max_buy > 0 && left === 0;
  const buy = () =>
    sku &&
    void navigate(`/promotion/seckill_payment?seckill_id=${d.seckill_id}&sku_id=${sku.sku_id}&num=${num}`);
  const image = (sku?.sku_image || d.goods_image).split(',')[0];

  return (
    <div className="content-width sk-detail">
      <div className="sk-detail__crumb">
        <Link to="/promotion/seckill">{t('title')}</Link> / <span>{d.goods_name}</span>
      </div>
      <div className="sk-detail__main">
        <div className="sk-detail__pic">
          <SafeImage src={image} alt={d.goods_name} kind="goods" size="big" lazy={false} />
        </div>
        <div className="sk-detail__info">
          <h1>{sku?.sku_name || d.goods_name}</h1>
          <div className={`sk-detail__band is-${phase}`}>
            <span className="sk-detail__tag">{t('title')}</span>
            <Timer d={d} phase={phase} now={now} />
          </div>
          <dl className="sk-detail__rows">
            <dt>{t('seckillPrice')}</dt>
            <dd>
              <Money value={sku?.seckill_price ?? '0'} className="sk-detail__price price" />
              <del>
                <Money value={sku?.price ?? '0'} className="" />
              </del>
            </dd>
            <dt>{t('shop')}</dt>
            <dd>{d.site_name}</dd>
            {d.sku_list.length > 1 ? (
              <>
                <dt>{t('spec')}</dt>
                <dd className="sk-detail__specs">
                  {d.sku_list.map((s) => (
                    <button
                      key={s.sku_id}
                      type="button"
                      className={s.sku_id === sku?.sku_id ? 'sk-spec is-on' : 'sk-spec'}
                      onClick={() => (setChosen(s.sku_id), setNum(1))}
                    >
                      {s.sku_name}
                    </button>
                  ))}
                </dd>
              </>
            ) : null}
            <dt>{t('quantity')}</dt>
            <dd className="sk-detail__qty">
              <QuantityInput
                value={num}
                min={1}
                stock={Math.max(sku?.stock ?? 0, 1)}
                maxBuy={left}
                ariaLabel={t('quantity')}
                disabled={phase !== 'running' || limitReached}
                onChange={setNum}
              />
              <span data-testid="seckill-stock">{t('stockLeft', { n: sku?.stock ?? 0 })}</span>
              {sku && sku.max_buy > 0 ? (
                <span className="sk-detail__limit">{t('limit', { n: sku.max_buy })}</span>
              ) : null}
            </dd>
          </dl>
          <Button
            kind="primary"
            size="large"
            className="sk-detail__buy"
            disabled={phase !== 'running' || limitReached}
            onClick={buy}
          >
            {phase === 'running' ? (limitReached ? t('limitReached') : t('buyNow')) : t(`phase.${phase}`)}
          </Button>
          {d.remark ? <p className="sk-detail__remark">{d.remark}</p> : null}
          <Link className="sk-detail__goods" to={`/sku-${sku?.sku_id ?? ''}`}>
            {t('goodsDetail')}
          </Link>
        </div>
      </div>
    </div>
  );
}
