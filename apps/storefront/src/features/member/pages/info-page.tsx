import { NICKNAME_MAX } from '@mall/contracts';
import { Button, Descriptions, Form } from 'antd';
import { TextInput } from '../../../components/text-input.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberOfPage } from '../../account/index.ts';
import { memberApi } from '../api/member-api.ts';
import { useMemberMutation } from '../api/use-member-mutation.ts';
import { AvatarEditor } from '../components/avatar-editor.tsx';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import './info-page.css';

/** /member/info: nickname (at most 30 characters) and avatar; account name and contact shown for reference. */
export function Page() {
  const { t } = useTranslation('member');
  const { data: info } = useMemberOfPage();
  const [form] = Form.useForm<{ nickname: string }>();
  const save = useMemberMutation(memberApi.modifyNickname, t('info.nicknameSaved'));
  const nickname = info?.nickname;
  useEffect(() => {
    if (nickname !== undefined) form.setFieldsValue({ nickname });
  }, [form, nickname]);

  if (!info)
    return (
      <div className="page-card">
        <PageLoading />
      </div>
    );
  return (
    <div className="page-card mem-info">
      <h1>{t('routes:info')}</h1>
      <section className="mem-info-section">
        <h2>{t('info.avatar')}</h2>
        <AvatarEditor headimg={info.headimg} name={info.nickname || info.username} />
      </section>
      <section className="mem-info-section">
        <h2>{t('info.basic')}</h2>
        <Descriptions column={1} size="small" className="mem-info-facts">
          <Descriptions.Item label={t('info.username')}>{info.username || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('security.row_mobile')}>{info.mobile || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('security.row_email')}>{info.email || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('info.level')}>{info.member_level_name || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('info.regTime')}>
            {info.reg_time ? dateTimeOf(info.reg_time) : '—'}
          </Descriptions.Item>
        </Descriptions>
        <Form
          form={form}
          layout="inline"
          onFinish={(v) => save.mutate({ nickname: v.nickname.trim() })}
          className="mem-info-form"
        >
          <Form.Item
            name="nickname"
            label={t('info.nickname')}
            rules={[
              { required: true, whitespace: true, message: t('info.nicknameRequired') },
              { max: NICKNAME_MAX, message: t('info.nicknameTooLong', { n: NICKNAME_MAX }) },
              { pattern: /^[^<>]*$/, message: t('info.nicknameChars') },
            ]}
          >
            <TextInput
              countMax={NICKNAME_MAX}
              className="mem-info-nickname"
              aria-label={t('info.nickname')}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('info.save')}
            </Button>
          </Form.Item>
        </Form>
      </section>
    </div>
  );
}
