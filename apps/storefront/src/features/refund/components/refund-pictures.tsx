import { REFUND_PICTURES_MAX } from '@mall/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../../../components/picture-upload.tsx';
import { uploadRefundPicture } from '../api/refund-api.ts';

const MAX = REFUND_PICTURES_MAX;

/**
 * The application's pictures as a form control: each uploaded when chosen (the server refuses what is no
 * picture), removable, at most 6. Several chosen at once finish one by one, each added to the latest list.
 */
export function RefundPictures(props: { value?: string[]; onChange?: (list: string[]) => void }) {
  const { t } = useTranslation('refund');
  const value = props.value ?? [];
  // Uploads finish after renders: read the list as it is then, not as it was when the upload started.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return (
    <PictureUpload
      pictures={value}
      max={MAX}
      upload={uploadRefundPicture}
      onUploaded={(path) => {
        latest.current = [...latest.current, path].slice(0, MAX);
        props.onChange?.(latest.current);
      }}
      onRemove={(path) => props.onChange?.(value.filter((x) => x !== path))}
      addLabel={t('addPicture', { n: value.length, max: MAX })}
      removeLabel={t('removePicture')}
      busyLabel={t('common:loading')}
      altOf={(i) => `${t('pictures')} ${i + 1}`}
      testId="refund-picture"
    />
  );
}
