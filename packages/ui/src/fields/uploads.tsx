import { ImageUpload, type UploadVariant } from '../widgets/ImageUpload.tsx';
import type { FieldWidgetProps } from './types.ts';
import { asText } from './values.ts';

function uploadField(variant: UploadVariant) {
  return function UploadField({ def, value, onChange, disabled, area }: FieldWidgetProps) {
    const { uploadName, uploadOption } = def.options ?? {};
    return (
      <ImageUpload
        variant={variant}
        value={asText(value)}
        onChange={(url) => onChange(url)}
        // Avatars go to 'avatar' (150x150) unless the field says otherwise; others to a folder named after the field.
        name={uploadName ?? (variant === 'avatar' ? undefined : def.value)}
        option={uploadOption}
        area={area}
        disabled={disabled}
      />
    );
  };
}

/** `avatar`: 78 px square uploader, 150x150 resize. */
export const AvatarField = uploadField('avatar');
/** `image`: wide uploader showing the picture. */
export const ImageField = uploadField('image');
/** `file`: `uploadType=uploadFile`, shows the stored path. */
export const FileField = uploadField('file');
