import { Descriptions } from 'antd';
import type { merchant } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format.ts';

/** The order's facts, its consignee and (when asked for) its invoice. */
export function OrderInfo({ order: o }: { order: merchant.MerchantOrderDetail }) {
  const { t } = useTranslation('order');
  const deliveryKey = o.delivery_type || 'none';
  return (
    <>
      <Descriptions title={t('detail.info')} bordered size="small" column={3}>
        <Descriptions.Item label={t('detail.orderNo')}>{o.order_no}</Descriptions.Item>
        <Descriptions.Item label={t('detail.type')}>{t(`type.t${o.order_type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.delivery')}>{t(`delivery.${deliveryKey}`)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.created')}>{formatTime(o.create_time)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.paid')}>{formatTime(o.pay_time)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.shipped')}>{formatTime(o.delivery_time)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.goodsMoney')}>{formatMoney(o.goods_money)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.deliveryMoney')}>
          {formatMoney(o.delivery_money)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.couponMoney')}>{formatMoney(o.coupon_money)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.payMoney')}>{formatMoney(o.pay_money)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.signed')}>{formatTime(o.sign_time)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.locked')}>
          {o.is_lock ? t('detail.yes') : t('detail.no')}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions title={t('detail.consignee')} bordered size="small" column={2} className="order-section">
        <Descriptions.Item label={t('detail.name')}>{o.name}</Descriptions.Item>
        <Descriptions.Item label={t('detail.mobile')}>{o.mobile}</Descriptions.Item>
        <Descriptions.Item label={t('detail.address')} span={2}>
          {o.delivery_type === 'store' ? o.delivery_store_name : `${o.full_address} ${o.address}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.message')} span={2}>
          {o.buyer_message || '–'}
        </Descriptions.Item>
      </Descriptions>
      {o.is_invoice ? (
        <Descriptions title={t('detail.invoice')} bordered size="small" column={2} className="order-section">
          <Descriptions.Item label={t('detail.invoiceType')}>
            {t(`invoice.type${o.invoice_type}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.invoiceTitle')}>{o.invoice_title}</Descriptions.Item>
          <Descriptions.Item label={t('detail.taxpayer')}>{o.taxpayer_number || '–'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.invoiceContent')}>{o.invoice_content}</Descriptions.Item>
          <Descriptions.Item label={t('detail.invoiceTo')} span={2}>
            {o.invoice_email || o.invoice_full_address || '–'}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.invoiceMoney')}>
            {formatMoney(o.invoice_money)}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </>
  );
}
