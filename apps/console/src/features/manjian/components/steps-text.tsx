import type { manjianConsole } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';

/** Each step of an offer on its own line: "Spend $100.00: $10.00 off, free shipping, 50 points". */
export function StepsText({ offer }: { offer: manjianConsole.ManjianRow }) {
  const { t } = useTranslation('manjian');
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {offer.rule_json.map((s) => {
        const gives = [
          Number(s.discount_money) > 0 ? t('gives.discount', { money: formatMoney(s.discount_money) }) : '',
          s.free_shipping === 1 ? t('gives.freeShipping') : '',
          s.point > 0 ? t('gives.points', { count: s.point }) : '',
          s.coupon > 0 ? t('gives.coupon') : '',
        ].filter(Boolean);
        const at =
          offer.type === 0
            ? t('at.money', { money: formatMoney(s.limit) })
            : t('at.pieces', { count: Number(s.limit) });
        return <li key={s.limit}>{`${at}: ${gives.join(', ')}`}</li>;
      })}
    </ul>
  );
}
