import { useTranslation } from 'react-i18next';
import { Button, Image, Space } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Image/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { ImageUpload } from '@shop/ui/widgets/ImageUpload';
import { MAX_SLIDES, splitImages } from './store-settings.ts';

export interface SlidesFieldProps {
  value?: unknown;
  onChange?: (images: string[]) => void;
  /** Upload folder (`store_slide`, `store_mobile_slide`). */
  name: string;
  'data-testid'?: string;
}

/**
 * Several pictures in order: each shown with a remove button, and an uploader adding the next one until
 * `MAX_SLIDES` are there. Works as the child of an Arco `Form.Item`.
 */
export function SlidesField({ value, onChange, name, 'data-testid': testId }: SlidesFieldProps) {
  const { t } = useTranslation();
  const images = splitImages(value);
  return (
    <Space wrap size={12} align="start" data-testid={testId} className="store-slides">
      {images.map((url, index) => (
        <div key={`${url}-${index}`} className="store-slide" data-testid="store-slide">
          <Image src={url} width={180} height={90} className="store-slide-image" />
          <Button
            size="mini"
            status="danger"
            shape="circle"
            icon={<IconDelete />}
            className="store-slide-remove"
            aria-label={t('crud.delete')}
            onClick={() => onChange?.(images.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      {images.length < MAX_SLIDES ? (
        <div className="store-slide-add" data-testid={testId ? `${testId}-add` : undefined}>
          {/* A fresh uploader each time (keyed by count): it shows an empty box, and its picture is appended. */}
          <ImageUpload
            key={images.length}
            variant="avatar"
            name={name}
            option={{}}
            area="seller"
            value=""
            onChange={(url) => onChange?.([...images, url])}
          />
        </div>
      ) : null}
    </Space>
  );
}
