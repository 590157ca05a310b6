import { Button, Form, Radio } from 'antd';
import { TextArea } from '../../../components/text-area.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Amount } from '../../../components/amount.tsx';
import { MissingState } from '../../../components/states/missing-state.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';
import { lineIdOf, refundApi, useRefundData, type ApplyForm } from '../api/refund-api.ts';
import { RefundGoods } from '../components/refund-goods.tsx';
import { RefundPictures } from '../components/refund-pictures.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import '../components/refund.css';

/**
 * /member/refund?order_goods_id=…: the application for one order line (facts §3.1): the types allowed (refund
 * only before shipping), the reason ('a reason must be selected'), the amount the server computed, a description
 * and up to 6 pictures.
 */
export function Page() {
  const { t } = useTranslation('refund');
  const id = lineIdOf(useSearchParams()[0]);
  const navigate = useNavigate();
  const { data, isPending, isError } = useRefundData(id);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<ApplyForm>();
  if (!id || isError)
    return (
      <div className="page-card">
        <MissingState title={t('missing')} backTo="/member/order_list" backLabel={t('orders')} />
      </div>
    );
  if (isPending || !data)
    return (
      <div className="page-card">
        <PageLoading />
      </div>
    );
  const submit = async (values: ApplyForm) => {
    setSending(true);
    try {
      await refundApi.apply(id, {
        ...values,
        refund_remark: values.refund_remark ?? '',
        refund_images: values.refund_images ?? [],
      });
      void navigate(`/member/refund_detail?order_goods_id=${id}`);
    } catch {
      // The server's message is already shown as a toast; the form stays as typed.
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="page-card">
      <div className="rf-head">
        <h1>{t('applyTitle')}</h1>
        <Link to="/member/activist">{t('activist')}</Link>
      </div>
      <RefundGoods item={data.order_goods_info} />
      <Form
        form={form}
        className="rf-form"
        layout="horizontal"
        labelCol={{ span: 5 }}
        initialValues={{
          refund_type: data.refund_type[0],
          refund_reason: undefined,
          refund_remark: '',
          refund_images: [],
        }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="refund_type" label={t('type')}>
          <Radio.Group>
            {data.refund_type.map((type) => (
              <Radio key={type} value={type}>
                {t(`types.${type}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('money')}>
          <Amount value={data.refund_money} strong />
          <div className="rf-muted">{t('moneyHint')}</div>
        </Form.Item>
        <Form.Item
          name="refund_reason"
          label={t('reason')}
          rules={[{ required: true, message: t('reasonRequired') }]}
        >
          <NativeSelect
            placeholder={t('reasonPlaceholder')}
            options={data.refund_reason_type.map((r) => ({ value: r.value, label: r.name }))}
          />
        </Form.Item>
        <Form.Item name="refund_remark" label={t('remark')}>
          <TextArea maxLength={500} showCount rows={4} placeholder={t('remarkPlaceholder')} />
        </Form.Item>
        <Form.Item name="refund_images" label={t('pictures')} extra={t('picturesHint')}>
          <RefundPictures />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('submit')}
          </Button>
          <div className="rf-muted">{t('platformPromise')}</div>
        </Form.Item>
      </Form>
    </div>
  );
}
