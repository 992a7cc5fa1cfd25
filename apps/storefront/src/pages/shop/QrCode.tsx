import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** The blank border the QR standard asks for, in modules: phone scanners miss the code without it. */
const QUIET_ZONE = 4;

/**
 * The library turns each UTF-16 unit into one byte (`charCode & 0xff`), which garbles anything beyond Latin-1;
 * handing it the UTF-8 bytes one per character makes the code carry UTF-8, which scanners read by default.
 */
function asUtf8Units(text: string): string {
  let units = '';
  for (const byte of new TextEncoder().encode(text)) units += String.fromCharCode(byte);
  return units;
}

/**
 * `text` as a QR code in an SVG data URL (smallest version that fits, error correction M as payment codes use),
 * or null when it is too long for any QR version.
 *
 * @example qrDataUrl('weixin://wxpay/bizpayurl?pr=abc') // 'data:image/svg+xml;charset=utf-8,%3Csvg…'
 */
export function qrDataUrl(text: string): string | null {
  const qr = qrcode(0, 'M');
  qr.addData(asUtf8Units(text), 'Byte');
  try {
    qr.make();
  } catch {
    // Only a text over the largest version's capacity fails; the caller still shows it as text.
    return null;
  }
  const svg = qr.createSvgTag({ cellSize: 1, margin: QUIET_ZONE, scalable: true });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface QrCodeProps {
  /** What the phone reads, e.g. the `code_url` / `qr_code` link of a WeChat Pay or Alipay order. */
  text: string;
  alt: string;
  /** Displayed width and height in CSS pixels. */
  size?: number;
  testId?: string;
}

/**
 * `text` as a scannable QR code image; nothing when the text cannot be encoded.
 *
 * @example <QrCode text={link} alt={t('shop.pay.qrAlt')} testId="pay-qr-image" />
 */
export function QrCode({ text, alt, size = 200, testId }: QrCodeProps) {
  const src = useMemo(() => qrDataUrl(text), [text]);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      data-testid={testId}
      // The dialog lays its content out as a stretched column; the code keeps its square size, centred.
      style={{ alignSelf: 'center' }}
    />
  );
}
