import { UploadOutlined } from '@ant-design/icons';
import { AVATAR_SIZE, member } from '@mall/contracts';
import { Button } from '../../../components/button.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureChooser } from '../../../components/picture-upload.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { uploadHeadimg } from '../api/member-api.ts';
import { useMemberMutation } from '../api/use-member-mutation.ts';
import './avatar-editor.css';

/**
 * Choose a picture, see it as it will look, then save. The browser only pre-checks type and size; the server
 * checks the content, re-encodes it and cuts it to 120×120.
 */
export function AvatarEditor({ headimg, name }: { headimg: string; name: string }) {
  const { t } = useTranslation('member');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const save = useMemberMutation(uploadHeadimg, t('info.avatarSaved'));

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const checks = {
    maxBytes: member.AVATAR_MAX_BYTES,
    wrongType: t('info.avatarType'),
    tooLarge: t('info.avatarSize'),
  };
  const submit = () => {
    if (file) save.mutate(file, { onSuccess: () => setFile(null) });
  };

  return (
    <div className="mem-avatar" data-testid="avatar-editor">
      <div className="mem-avatar-pics">
        <figure>
          <SafeImage
            src={headimg}
            alt={name}
            kind="headimg"
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
            lazy={false}
          />
          <figcaption>{t('info.avatarCurrent')}</figcaption>
        </figure>
        {file && preview ? (
          <figure>
            <img src={preview} alt={t('info.avatarPreview')} width={AVATAR_SIZE} height={AVATAR_SIZE} />
            <figcaption>{t('info.avatarPreview')}</figcaption>
          </figure>
        ) : null}
      </div>
      <div className="mem-avatar-actions">
        <PictureChooser checks={checks} onPick={(files) => setFile(files[0] ?? null)}>
          {(open) => (
            <Button icon={<UploadOutlined />} onClick={open}>
              {t('info.avatarChoose')}
            </Button>
          )}
        </PictureChooser>
        <Button kind="primary" disabled={!file} loading={save.isPending} onClick={submit}>
          {t('info.avatarSave')}
        </Button>
      </div>
      <p className="mem-avatar-hint">{t('info.avatarHint', { size: AVATAR_SIZE })}</p>
    </div>
  );
}
