import { Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import type { settle } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useApprove, useRefuse } from '../api/apply-queries.ts';

interface DecideProps {
  apply: settle.ShopApplyRow | null;
  onClose: () => void;
}

/** Approve: opens the shop and its owner login; the password is set here or drawn by the server. */
export function ApproveModal({
  apply,
  onClose,
  onApproved,
}: DecideProps & { onApproved: (r: settle.ApplyApproved) => void }) {
  const { t } = useTranslation('settle');
  const [form] = Form.useForm<{ password?: string }>();
  const approve = useApprove();
  const submit = async ({ password }: { password?: string }) => {
    if (!apply) return;
    const done = await approve.mutateAsync({ apply_id: apply.apply_id, password: password || undefined });
    toast(t('approved'), 'success');
    onApproved(done);
  };
  return (
    <Modal
      title={t('approveTitle', { name: apply?.shop_name ?? '' })}
      open={apply !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('approve')}
      cancelText={t('cancel')}
      confirmLoading={approve.isPending}
      destroyOnHidden
    >
      <p>{t('approveText')}</p>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => {})}>
        <Form.Item
          name="password"
          label={t('password')}
          extra={t('passwordHelp')}
          rules={[
            { min: 8, max: 64, message: t('passwordInvalid') },
            { pattern: /(?=.*[A-Za-z])(?=.*\d)/, message: t('passwordInvalid') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Refuse with a reason the applicant reads in the member centre. */
export function RefuseModal({ apply, onClose }: DecideProps) {
  const { t } = useTranslation('settle');
  const [form] = Form.useForm<{ reason: string }>();
  const refuse = useRefuse();
  const submit = async ({ reason }: { reason: string }) => {
    if (!apply) return;
    await refuse.mutateAsync({ apply_id: apply.apply_id, reason: reason.trim() });
    toast(t('refused'), 'success');
    onClose();
  };
  return (
    <Modal
      title={t('refuseTitle', { name: apply?.shop_name ?? '' })}
      open={apply !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('refuse')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancel')}
      confirmLoading={refuse.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => {})}>
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, whitespace: true, min: 2, max: 255, message: t('reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={255} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The new owner login, shown once: the server keeps only the password's hash. */
export function ApprovedModal({
  result,
  onClose,
}: {
  result: settle.ApplyApproved | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('settle');
  return (
    <Modal
      title={t('approvedTitle')}
      open={result !== null}
      onCancel={onClose}
      onOk={onClose}
      okText={t('done')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {result ? (
        <>
          <Alert type="warning" showIcon title={t('onceWarning')} className="sa-once" />
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'site', label: t('siteId'), children: result.site_id },
              {
                key: 'username',
                label: t('ownerLogin'),
                children: (
                  <Typography.Text copyable data-testid="owner-login">
                    {result.username}
                  </Typography.Text>
                ),
              },
              {
                key: 'password',
                label: t('password'),
                children: (
                  <Typography.Text copyable code data-testid="owner-password">
                    {result.password}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
