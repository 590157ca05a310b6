import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Image, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imgUrl } from '../lib/format.ts';
import { i18n } from '../lib/i18n.ts';
import { getSession } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';

const UPLOAD_URL = '/operator/api/upload/picture';
const MAX_BYTES = 2 * 1024 * 1024;

interface UploadAnswer {
  code: number;
  message: string;
  data?: { path: string };
}

/**
 * A picture field for antd Forms (value = stored path "upload/…"): the file goes to the operator's upload call,
 * which checks and re-encodes it; the answered path becomes the field's value.
 */
export function PictureUpload({ value, onChange }: { value?: string; onChange?: (path: string) => void }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      listType="picture-card"
      showUploadList={false}
      accept="image/png,image/jpeg,image/webp,image/gif"
      action={UPLOAD_URL}
      name="file"
      data={() => ({ token: getSession()?.token ?? '', lang: i18n.language })}
      beforeUpload={(file) => {
        if (file.size > MAX_BYTES) {
          toast(t('pictureTooLarge'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      onChange={({ file }) => {
        if (file.status === 'uploading') setBusy(true);
        if (file.status === 'done' || file.status === 'error') setBusy(false);
        const answer = file.response as UploadAnswer | undefined;
        if (file.status === 'done' && answer) {
          if (answer.code === 0 && answer.data) onChange?.(answer.data.path);
          else toast(answer.message);
        }
        if (file.status === 'error') toast(t('networkError'));
      }}
    >
      {value ? (
        <Image src={imgUrl(value)} alt="" preview={false} style={{ maxWidth: 96, maxHeight: 96 }} />
      ) : (
        <div>
          {busy ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>{t('upload')}</div>
        </div>
      )}
    </Upload>
  );
}
