import { CheckCircleFilled } from '@ant-design/icons';
import { Hint } from '../../../../components/hint.tsx';
import { Tag } from '../../../../components/tag.tsx';
import { useTranslation } from 'react-i18next';
import { useShopServices } from '../../../../lib/site-data.ts';
import { useMoneyFormat } from '../../../../lib/money.ts';
import { useManjian } from '../../api/catalog-queries.ts';
import type { DetailShop } from '../../api/catalog-types.ts';

/** The shop's service guarantees that are switched on (7-day return, genuine, ships in 2 h …). */
export function ServiceGuarantees({ shop }: { shop: DetailShop }) {
  const { t } = useTranslation('catalog');
  const { data: services } = useShopServices();
  const flags = shop as unknown as Record<string, unknown>;
  const on = (services ?? []).filter((s) => flags[s.key] === 1);
  if (!on.length) return null;
  return (
    <dl className="detail-row detail-services">
      <dt>{t('detail.services')}</dt>
      <dd>
        {on.map((s) => (
          <Hint key={s.key} text={s.desc}>
            <span className="detail-service">
              <CheckCircleFilled /> {s.name}
            </span>
          </Hint>
        ))}
      </dd>
    </dl>
  );
}

/** Threshold offers (满减) running for this goods; nothing shows without one or with the plugin off. */
export function ManjianOffers({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('catalog');
  const { data } = useManjian(goodsId);
  const formatMoney = useMoneyFormat();
  if (!data?.rule_json.length) return null;
  return (
    <dl className="detail-row detail-manjian">
      <dt>{t('detail.manjian')}</dt>
      <dd>
        <Tag colour="red">{data.manjian_name || t('detail.manjian')}</Tag>
        <ul className="detail-manjian__rules">
          {data.rule_json.map((rule) => {
            const money = formatMoney(rule.discount_money);
            const text =
              data.type === 1
                ? t('detail.manjianItems', { count: Number(rule.limit), money })
                : t('detail.manjianSpend', { limit: formatMoney(rule.limit), money });
            const extras = [
              rule.free_shipping ? t('detail.manjianFreeShipping') : '',
              rule.point ? t('detail.manjianPoints', { count: rule.point }) : '',
            ].filter(Boolean);
            return (
              <li key={rule.limit} className="detail-manjian__rule">
                <span>{text}</span>
                {extras.length ? <span className="detail-manjian__extras">({extras.join(', ')})</span> : null}
              </li>
            );
          })}
        </ul>
      </dd>
    </dl>
  );
}
