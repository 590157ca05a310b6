import { Form, Input, Modal } from 'antd';
import type { review } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useReply } from '../api/review-queries.ts';

/** The shop's answer to a review ('first') or to its follow-up ('again'); each is written once. */
export function ReplyModal(props: {
  target: { review: review.ConsoleEvaluate; kind: 'first' | 'again' } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('review');
  const [form] = Form.useForm<{ content: string }>();
  const reply = useReply();
  const { target, onClose } = props;
  const submit = async ({ content }: { content: string }) => {
    if (!target) return;
    await reply.mutateAsync({
      evaluate_id: target.review.evaluate_id,
      kind: target.kind,
      content: content.trim(),
    });
    toast(t('replied'), 'success');
    onClose();
  };
  return (
    <Modal
      title={target?.kind === 'again' ? t('replyFollowUpTitle') : t('replyTitle')}
      open={target !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('send')}
      cancelText={t('cancel')}
      confirmLoading={reply.isPending}
      destroyOnHidden
    >
      <p className="rv-quote">
        {target?.kind === 'again' ? target.review.again_content : target?.review.content}
      </p>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => {})}>
        <Form.Item
          name="content"
          label={t('replyText')}
          rules={[{ required: true, whitespace: true, message: t('replyRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
