import { useState, type MouseEvent, type SyntheticEvent, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cssUrl } from '../../lib/css-url.ts';

/** Picture-zoom geometry, as the original storefront has it: 400 px box, 133 px lens, ×3 pane beside the box. */
const BOX = 400;
const LENS = 133;
const SCALE = 3;
/** Thumbnails visible in the strip. */
const STRIP = 5;

export interface GalleryImage {
  /** The original, magnified in the zoom pane. */
  high: string;
  /** The 400 px thumbnail shown in the box. */
  box: string;
  /** The 150 px thumbnail of the strip. */
  thumb: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A missing thumbnail falls back to the original picture (once, so a missing original cannot loop). */
function fallbackTo(original: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.dataset.fellBack) return;
    img.dataset.fellBack = '1';
    img.src = original;
  };
}

/** The box with a hover lens and a magnified pane showing the original under it. */
function PicZoom({ image }: { image: GalleryImage }) {
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const move = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setLens({
      x: clamp(event.clientX - rect.left - LENS / 2, 0, BOX - LENS),
      y: clamp(event.clientY - rect.top - LENS / 2, 0, BOX - LENS),
    });
  };
  return (
    <div className="zoom" data-testid="gallery-main" onMouseMove={move} onMouseLeave={() => setLens(null)}>
      <img src={image.box} alt="" width={BOX} height={BOX} onError={fallbackTo(image.high)} />
      {lens && (
        <>
          <span className="zoom__lens" style={{ left: lens.x, top: lens.y, width: LENS, height: LENS }} />
          <span
            className="zoom__pane"
            data-testid="zoom-pane"
            style={{
              width: LENS * SCALE,
              height: LENS * SCALE,
              backgroundImage: cssUrl(image.high),
              backgroundSize: `${BOX * SCALE}px ${BOX * SCALE}px`,
              backgroundPosition: `${-lens.x * SCALE}px ${-lens.y * SCALE}px`,
            }}
          />
        </>
      )}
    </div>
  );
}

/**
 * Phones: every picture full width in a row that swipes (scroll snap) with "n/total" over it, in place of the
 * zoom and the strip (which need a mouse and 400 px). The first slide is the box picture the zoom shows, so the two
 * never download it twice.
 */
function SwipeGallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation();
  const [at, setAt] = useState(0);
  const follow = (event: UIEvent<HTMLUListElement>) => {
    const { scrollLeft, clientWidth } = event.currentTarget;
    if (clientWidth > 0) setAt(Math.round(scrollLeft / clientWidth));
  };
  return (
    <div className="swipe-gallery" data-testid="gallery-swipe">
      {/* Focusable and named, so that a keyboard can scroll the row too (it has no controls of its own). */}
      <ul className="swipe-gallery__track" onScroll={follow} tabIndex={0} aria-label={t('browse.gallery.label')}>
        {images.length === 0 && <li className="zoom--empty" />}
        {images.map((image, i) => (
          <li key={`${image.box}-${i}`} data-testid="gallery-slide">
            <img
              src={image.box}
              alt=""
              width={BOX}
              height={BOX}
              loading={i > 0 ? 'lazy' : undefined}
              onError={fallbackTo(image.high)}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <span className="swipe-gallery__count" data-testid="gallery-count">
          {Math.min(at, images.length - 1) + 1}/{images.length}
        </span>
      )}
    </div>
  );
}

/**
 * The goods pictures: the chosen one zoomable, a strip of thumbnails with arrows that wrap around.
 * `override` (the chosen SKU's picture) replaces the box while set. Phones get the swiping row instead (CSS); the
 * SKU's picture shows there in the SKU sheet.
 */
export function Gallery({ images, override }: { images: GalleryImage[]; override?: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  // The SKU picture shows until the visitor picks a thumbnail; a new SKU picture shows again.
  const [dismissed, setDismissed] = useState<string | undefined>();
  const count = images.length;
  const current = count ? images[index % count] : undefined;
  const sku = override && override !== dismissed ? override : undefined;
  const shown = sku ? { high: sku, box: sku, thumb: sku } : current;
  const pick = (i: number) => {
    setIndex(i);
    setDismissed(override);
  };
  const step = (delta: number) => pick((index + delta + count) % count);
  const first = clamp(index - Math.floor(STRIP / 2), 0, Math.max(0, count - STRIP));

  return (
    <div className="gallery">
      <SwipeGallery images={images} />
      {shown ? <PicZoom image={shown} /> : <div className="zoom zoom--empty" />}
      {count > 1 && (
        <div className="gallery__strip">
          <button
            type="button"
            className="gallery__arrow is-prev"
            data-testid="gallery-prev"
            aria-label={t('browse.list.prev')}
            onClick={() => step(-1)}
          />
          <ul className="gallery__thumbs">
            {images.slice(first, first + STRIP).map((image, i) => (
              <li key={`${image.thumb}-${first + i}`}>
                <button
                  type="button"
                  className={first + i === index && !sku ? 'is-active' : undefined}
                  aria-pressed={first + i === index && !sku}
                  data-testid="gallery-thumb"
                  data-index={first + i}
                  aria-label={t('browse.gallery.picture', { n: first + i + 1, total: count })}
                  onClick={() => pick(first + i)}
                >
                  <img
                    src={image.thumb}
                    alt=""
                    width={60}
                    height={60}
                    loading="lazy"
                    onError={fallbackTo(image.high)}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="gallery__arrow is-next"
            data-testid="gallery-next"
            aria-label={t('browse.list.next')}
            onClick={() => step(1)}
          />
        </div>
      )}
    </div>
  );
}
