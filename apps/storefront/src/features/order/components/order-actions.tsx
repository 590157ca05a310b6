import type { order } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { orderApi } from '../api/order-api.ts';
import { useMoneyFormat } from '../../../lib/money.ts';

type Run = (orderId: number) => Promise<void>;
const WRITES: Record<string, { run: Run; confirm: string; done: string }> = {
  orderClose: { run: orderApi.close, confirm: 'confirm.close', done: 'done.close' },
  memberTakeDelivery: {
    run: orderApi.takeDelivery,
    confirm: 'confirm.takeDelivery',
    done: 'done.takeDelivery',
  },
  extendTakeDelivery: { run: orderApi.extendTakeDelivery, confirm: 'confirm.extend', done: 'done.extend' },
};

/** The order's buttons as the server lists them; each action is confirmed first (spec §4). */
export function OrderActions({ order: o }: { order: order.OrderSummary }) {
  const { t } = useTranslation('order');
  const formatMoney = useMoneyFormat();
  const [confirm, confirmHolder] = useConfirm();
  const navigate = useNavigate();

  const confirmThen = (content: string, onOk: () => Promise<unknown>) =>
    confirm({
      title: t('confirm.title'),
      content,
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      onOk: () => onOk().catch(() => undefined),
    });

  const click = (action: string) => {
    if (action === 'orderPay') {
      return confirmThen(t('confirm.pay', { money: formatMoney(o.pay_money) }), async () => {
        const code = await orderApi.pay([o.order_id]);
        void navigate(`/pay?code=${encodeURIComponent(code)}`);
      });
    }
    if (action === 'trace') return void navigate(`/member/logistics?order_id=${o.order_id}`);
    if (action.startsWith('memberOrderEvaluation')) return void navigate(`/evaluate?order_id=${o.order_id}`);
    const write = WRITES[action];
    if (!write) return;
    confirmThen(t(write.confirm), async () => {
      await write.run(o.order_id);
      toast(t(write.done), 'success');
    });
  };

  return (
    <div className="ord-actions">
      {confirmHolder}
      {o.action.map((a) => (
        <Button
          key={a.action}
          size="small"
          kind={a.action === 'orderPay' || a.action === 'memberTakeDelivery' ? 'primary' : 'default'}
          onClick={() => click(a.action)}
        >
          {a.title}
        </Button>
      ))}
    </div>
  );
}
