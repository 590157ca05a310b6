import { NICKNAME_MAX } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { maxLength, required, useForm } from '../../../components/form/use-form.ts';
import { PageLoading } from '../../../components/states/page-loading.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { dateTimeOf } from '../../../lib/dates.ts';
import { useMemberOfPage } from '../../account/index.ts';
import { memberApi } from '../api/member-api.ts';
import { useMemberMutation } from '../api/use-member-mutation.ts';
import { AvatarEditor } from '../components/avatar-editor.tsx';
import './info-page.css';

/** The nickname, at most 30 characters and no angle brackets; starts from the member's own. */
function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useTranslation('member');
  const save = useMemberMutation(memberApi.modifyNickname, t('info.nicknameSaved'));
  const form = useForm(
    { nickname },
    {
      nickname: [
        required(t('info.nicknameRequired')),
        maxLength(NICKNAME_MAX, t('info.nicknameTooLong', { n: NICKNAME_MAX })),
        (value) => (/^[^<>]*$/.test(value) ? undefined : t('info.nicknameChars')),
      ],
    },
  );
  return (
    <form
      onSubmit={form.onSubmit((v) => save.mutate({ nickname: v.nickname.trim() }))}
      className="mem-info-form"
    >
      <label htmlFor={form.fields.nickname.id} className="mem-info-label">
        {t('info.nickname')}
      </label>
      <FormField {...form.rows.nickname}>
        <TextInput
          {...form.fields.nickname}
          countMax={NICKNAME_MAX}
          className="mem-info-nickname"
          aria-label={t('info.nickname')}
        />
      </FormField>
      <Button kind="primary" htmlType="submit" loading={save.isPending}>
        {t('info.save')}
      </Button>
    </form>
  );
}

/** /member/info: nickname (at most 30 characters) and avatar; account name and contact shown for reference. */
export function Page() {
  const { t } = useTranslation('member');
  const { data: info } = useMemberOfPage();
  if (!info)
    return (
      <div className="page-card">
        <PageLoading />
      </div>
    );
  const facts: [string, string][] = [
    [t('info.username'), info.username],
    [t('security.row_mobile'), info.mobile],
    [t('security.row_email'), info.email],
    [t('info.level'), info.member_level_name],
    [t('info.regTime'), info.reg_time ? dateTimeOf(info.reg_time) : ''],
  ];
  return (
    <div className="page-card mem-info">
      <h1>{t('routes:info')}</h1>
      <section className="mem-info-section">
        <h2>{t('info.avatar')}</h2>
        <AvatarEditor headimg={info.headimg} name={info.nickname || info.username} />
      </section>
      <section className="mem-info-section">
        <h2>{t('info.basic')}</h2>
        <dl className="mem-info-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <NicknameForm nickname={info.nickname ?? ''} />
      </section>
    </div>
  );
}
