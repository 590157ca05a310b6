import { review } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../../../components/picture-upload.tsx';
import { uploadReviewPicture } from '../api/review-api.ts';

const MAX = review.REVIEW_PICTURES_MAX;

/** Up to 6 review pictures: each uploaded when chosen (the server refuses what is no picture), removable. */
export function ReviewPictures(props: {
  value: string[];
  /** Takes an update of the list: several pictures chosen at once finish one by one, each added to the latest. */
  onChange: (update: (list: string[]) => string[]) => void;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation('review');
  return (
    <PictureUpload
      pictures={value}
      max={MAX}
      upload={uploadReviewPicture}
      onUploaded={(path) => onChange((list) => [...list, path].slice(0, MAX))}
      onRemove={(path) => onChange((list) => list.filter((x) => x !== path))}
      addLabel={t('addPicture', { n: value.length, max: MAX })}
      removeLabel={t('removePicture')}
      busyLabel={t('common:loading')}
      testId="review-picture"
    />
  );
}
