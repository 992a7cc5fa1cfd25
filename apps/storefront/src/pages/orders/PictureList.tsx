import { useTranslation } from 'react-i18next';
import { IconClose } from '@arco-design/web-react/icon';
import { ImageUpload } from '@shop/ui/widgets/ImageUpload';
import { MAX_PICTURES } from './order-actions.ts';

/**
 * Several uploaded pictures (a review's, an after-sale's evidence): thumbnails with a remove button and, while
 * fewer than six, an upload box through the account pages' uploader (`POST /api/uploads`, area token). The
 * box always starts empty, so each upload adds one picture; a journey uploads with
 * `[data-testid=<testId>] input[type=file]`.
 *
 * @example <PictureList name="comment" value={images} onChange={setImages} testId="review-images" />
 */
export function PictureList({
  value,
  onChange,
  name,
  testId,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  /** Storage folder (`name` of the upload). */
  name: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="picture-list" data-testid={testId} data-count={value.length}>
      {value.map((url, i) => (
        <div key={url} className="picture-list__item" data-testid="picture-item">
          <img src={url} alt="" />
          <button
            type="button"
            className="picture-list__remove"
            aria-label={t('crud.delete')}
            data-testid="picture-remove"
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <IconClose />
          </button>
        </div>
      ))}
      {value.length < MAX_PICTURES ? (
        <div className="picture-list__add">
          <ImageUpload variant="image" name={name} value="" onChange={(url) => onChange([...value, url])} />
        </div>
      ) : null}
    </div>
  );
}
