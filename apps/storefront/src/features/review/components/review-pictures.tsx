import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { review } from '@mall/contracts';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image.tsx';
import { uploadReviewPicture } from '../api/review-api.ts';

/** Up to 6 review pictures: each uploaded when chosen (the server refuses what is no picture), removable. */
export function ReviewPictures(props: {
  value: string[];
  /** Takes an update of the list: several pictures chosen at once finish one by one, each added to the latest. */
  onChange: (update: (list: string[]) => string[]) => void;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation('review');
  const [busy, setBusy] = useState(0);
  const add = async (file: Blob) => {
    setBusy((n) => n + 1);
    try {
      const path = await uploadReviewPicture(file);
      onChange((list) => [...list, path].slice(0, review.REVIEW_PICTURES_MAX));
    } catch {
      // The server's reason was shown as a toast.
    } finally {
      setBusy((n) => n - 1);
    }
  };
  return (
    <div className="ev-pics">
      {value.map((p) => (
        <div className="ev-pic" key={p} data-testid="review-picture">
          <SafeImage src={p} alt="" width={72} height={72} size="small" />
          <Button
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={t('removePicture')}
            onClick={() => onChange((list) => list.filter((x) => x !== p))}
          />
        </div>
      ))}
      {value.length + busy < review.REVIEW_PICTURES_MAX ? (
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button className="ev-pic-add" icon={<PlusOutlined />} loading={busy > 0}>
            {t('addPicture', { n: value.length, max: review.REVIEW_PICTURES_MAX })}
          </Button>
        </Upload>
      ) : null}
    </div>
  );
}
