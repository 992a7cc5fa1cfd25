// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode, qrDataUrl } from './QrCode.tsx';

// Tells React this is a test environment, so `act` flushes the render without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WECHAT = 'weixin://wxpay/bizpayurl?pr=abc1234'; // 35 bytes
const ALIPAY = `https://qr.alipay.com/${'x'.repeat(28)}`; // 50 bytes

/** Side in modules, quiet zone included, of the QR version that holds `bytes` at error correction M (byte mode). */
function expectedSide(bytes: number): number {
  const capacityM = [14, 26, 42, 62, 84];
  const version = capacityM.findIndex((max) => bytes <= max) + 1;
  return 17 + 4 * version + 8;
}

/** The SVG behind a data URL, and its dark modules as "x,y" (each is drawn as a 1×1 square starting `Mx,y`). */
function readSvg(src: string) {
  expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  const markup = decodeURIComponent(src.slice(src.indexOf(',') + 1));
  const svg = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
  const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  const dark = new Set([...path.matchAll(/M(\d+),(\d+)/g)].map((m) => `${m[1]},${m[2]}`));
  return { width, height, dark };
}

let root: Root | null = null;
let host: HTMLElement | null = null;

function render(props: Parameters<typeof QrCode>[0]) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(createElement(QrCode, props)));
  return host;
}

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
});

describe('QrCode', () => {
  it('renders the link as a QR image with its alt text and test id', () => {
    const view = render({ text: WECHAT, alt: 'Payment QR code', testId: 'pay-qr-image', size: 180 });
    const img = view.querySelector<HTMLImageElement>('[data-testid="pay-qr-image"]');
    expect(img?.tagName).toBe('IMG');
    expect(img?.alt).toBe('Payment QR code');
    expect(img?.width).toBe(180);
    const { width, height, dark } = readSvg(img?.getAttribute('src') ?? '');
    expect(width).toBe(expectedSide(WECHAT.length));
    expect(height).toBe(width);

    // The top-left finder pattern, after the 4-module quiet zone: dark 7×7 ring, light ring, dark 3×3 centre.
    const isDark = (x: number, y: number) => dark.has(`${x + 4},${y + 4}`);
    for (let y = 0; y < 7; y += 1) {
      for (let x = 0; x < 7; x += 1) {
        const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
        expect(isDark(x, y)).toBe(ring !== 2);
      }
    }
    expect([...dark].every((cell) => cell.split(',').every((v) => Number(v) >= 4))).toBe(true);
  });

  it('grows with the link and differs per link', () => {
    const wechat = readSvg(qrDataUrl(WECHAT) ?? '');
    const alipay = readSvg(qrDataUrl(ALIPAY) ?? '');
    expect(alipay.width).toBe(expectedSide(ALIPAY.length));
    expect(alipay.width).toBeGreaterThan(wechat.width);
    expect(qrDataUrl(`${WECHAT}5`)).not.toBe(qrDataUrl(WECHAT));
    expect(qrDataUrl(WECHAT)).toBe(qrDataUrl(WECHAT));
  });

  it('encodes non-ASCII text as UTF-8 bytes', () => {
    const text = '支付'.repeat(7); // 14 characters, 42 UTF-8 bytes
    expect(readSvg(qrDataUrl(text) ?? '').width).toBe(expectedSide(42));
  });

  it('renders nothing for a text no QR version can hold', () => {
    expect(qrDataUrl('x'.repeat(5000))).toBeNull();
    const view = render({ text: 'x'.repeat(5000), alt: 'Payment QR code', testId: 'pay-qr-image' });
    expect(view.querySelector('img')).toBeNull();
  });
});
