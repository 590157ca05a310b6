import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imgUrl } from '../../../lib/format.ts';
import { RequestError } from '../../../lib/request.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadGoodsPicture } from '../api/goods-queries.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The goods' pictures as a form field (stored paths, the first is the main picture): each chosen file is
 * uploaded at once; the server checks it is a picture and re-encodes it.
 */
export function PictureUpload({
  value = [],
  onChange,
  max,
}: {
  value?: string[];
  onChange?: (paths: string[]) => void;
  max: number;
}) {
  const { t } = useTranslation('catalog');
  const [uploading, setUploading] = useState(0);
  // Several files upload at once: each adds to the latest list, not to the one its upload started with.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const files: UploadFile[] = value.map((path) => ({
    uid: path,
    name: path.split('/').pop() ?? path,
    status: 'done',
    url: imgUrl(path),
  }));
  return (
    <Upload
      listType="picture-card"
      accept={ACCEPT}
      multiple
      fileList={files}
      showUploadList={{ showPreviewIcon: false }}
      onRemove={(file) => onChange?.(value.filter((p) => p !== file.uid))}
      beforeUpload={(file) => {
        if (file.size > MAX_BYTES) {
          toast(t('form.pictureTooLarge'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        setUploading((n) => n + 1);
        uploadGoodsPicture(file as Blob)
          .then((saved) => {
            latest.current = [...latest.current, saved.pic_path].slice(0, max);
            onChange?.(latest.current);
            onSuccess?.(saved);
          })
          .catch((err: unknown) => {
            toast(err instanceof RequestError ? err.message : t('form.uploadFailed'));
            onError?.(err as Error);
          })
          .finally(() => setUploading((n) => n - 1));
      }}
    >
      {value.length + uploading >= max ? null : (
        <button type="button" className="goods-upload-button">
          <PlusOutlined />
          <div>{t('form.upload')}</div>
        </button>
      )}
    </Upload>
  );
}
