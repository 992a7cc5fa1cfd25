import { ImageUpload } from '@shop/ui/widgets/ImageUpload';

/**
 * One picture upload as a form control (`Form.Item` passes value and onChange), wrapped in an element with
 * the field's test id: a journey uploads with `[data-testid=<id>] input[type=file]`.
 *
 * @example <Form.Item field="card_t"><PictureField name="user_check" testId="check-card-front" /></Form.Item>
 */
export function PictureField({
  value,
  onChange,
  name,
  option,
  variant = 'image',
  testId,
}: {
  value?: string;
  onChange?: (url: string) => void;
  /** Storage folder (`name` of the upload). */
  name: string;
  /** Resize instructions, e.g. `{ width: 150, height: 150 }` for a logo. */
  option?: Record<string, unknown>;
  variant?: 'avatar' | 'image';
  testId: string;
}) {
  return (
    <div className="picture-field" data-testid={testId} data-value={value ?? ''}>
      <ImageUpload variant={variant} name={name} option={option} value={value ?? ''} onChange={onChange} />
    </div>
  );
}
