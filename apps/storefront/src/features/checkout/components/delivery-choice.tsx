import type { checkout } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from './choice-buttons.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';

const HALF_HOUR = 30;
const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Half-hour slots within the shop's local-delivery hours, as the wished delivery time. */
export function deliverySlots(start = '00:00', end = '23:30'): string[] {
  const slots: string[] = [];
  for (let m = minutesOf(start); m <= minutesOf(end); m += HALF_HOUR) slots.push(hhmmOf(m));
  return slots;
}

/** A shop's delivery type; pickup asks for a store, local delivery for a time (spec §5: both required). */
export function DeliveryChoice({
  shop,
  onChange,
}: {
  shop: checkout.CheckoutShop;
  onChange: (d: checkout.ShopDelivery) => void;
}) {
  const { t } = useTranslation('checkout');
  const current = shop.delivery;
  const store = shop.express_type.find((e) => e.name === 'store');
  const local = shop.express_type.find((e) => e.name === 'local');
  if (shop.express_type.length === 0) return <span className="co-muted">{t('delivery.none')}</span>;
  return (
    <div className="co-delivery">
      <ChoiceButtons
        value={current.delivery_type || undefined}
        onChange={(type) => onChange({ delivery_type: type })}
        choices={shop.express_type.map((e) => ({ value: e.name, label: t(`delivery.${e.name}`) }))}
      />
      {current.delivery_type === 'store' && (
        <NativeSelect
          className="co-delivery-extra"
          aria-label={t('delivery.chooseStore')}
          placeholder={t('delivery.chooseStore')}
          value={current.store_id || undefined}
          onChange={(id) => onChange({ delivery_type: 'store', store_id: id })}
          options={(store?.store_list ?? []).map((s) => ({
            value: s.store_id,
            label: `${s.store_name} · ${s.full_address}`,
          }))}
          empty={t('delivery.noStore')}
        />
      )}
      {current.delivery_type === 'local' && (
        <NativeSelect
          className="co-delivery-extra"
          aria-label={t('delivery.time')}
          placeholder={t('delivery.time')}
          value={current.buyer_ask_delivery_time || undefined}
          onChange={(time) => onChange({ delivery_type: 'local', buyer_ask_delivery_time: time })}
          options={deliverySlots(local?.time_start, local?.time_end).map((s) => ({ value: s, label: s }))}
        />
      )}
    </div>
  );
}
