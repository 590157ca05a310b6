import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import type { operatorWallet } from '@mall/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useWithdrawAction } from '../api/wallet-queries.ts';

type Row = operatorWallet.OperatorWithdrawRow;

/** A text asked for in a modal: the refusal's reason (required) or the transfer's voucher note. */
function TextModal(props: {
  title: string;
  label: string;
  required: boolean;
  open: boolean;
  onClose: () => void;
  onOk: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('wallet');
  const [form] = Form.useForm<{ text: string }>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={t('ok')}
      cancelText={t('cancel')}
      onCancel={props.onClose}
      onOk={() =>
        void form.validateFields().then((v) => props.onOk(v.text?.trim() ?? '').then(props.onClose))
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="text"
          label={props.label}
          rules={[{ required: props.required, whitespace: true, message: t('required') }, { max: 200 }]}
        >
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** What the operator may do with a request in its status: approve or refuse a pending one; transfer an approved one. */
export function WithdrawActions({ row }: { row: Row }) {
  const { t } = useTranslation('wallet');
  const act = useWithdrawAction();
  const [asking, setAsking] = useState<'refuse' | 'transfer' | null>(null);
  const run = (action: 'agree' | 'refuse' | 'transfer', body: Record<string, unknown>) =>
    act
      .mutateAsync({ action, body: { id: row.id, ...body } })
      .then(() => toast(t(`done.${action}`), 'success'));
  return (
    <Space size={0}>
      {row.status === 0 && (
        <>
          <Popconfirm
            title={t('confirmAgree')}
            okText={t('agree')}
            cancelText={t('cancel')}
            onConfirm={() => run('agree', {}).catch(() => undefined)}
          >
            <Button type="link" size="small">
              {t('agree')}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" danger onClick={() => setAsking('refuse')}>
            {t('refuse')}
          </Button>
        </>
      )}
      {row.status === 1 && (
        <Button type="link" size="small" onClick={() => setAsking('transfer')}>
          {t('transfer')}
        </Button>
      )}
      <TextModal
        open={asking === 'refuse'}
        title={t('refuseTitle', { no: row.withdraw_no })}
        label={t('refuseReason')}
        required
        onClose={() => setAsking(null)}
        onOk={(text) => run('refuse', { refuse_reason: text })}
      />
      <TextModal
        open={asking === 'transfer'}
        title={t('transferTitle', { no: row.withdraw_no })}
        label={t('voucher')}
        required={false}
        onClose={() => setAsking(null)}
        onOk={(text) => run('transfer', { certificate_remark: text })}
      />
    </Space>
  );
}
