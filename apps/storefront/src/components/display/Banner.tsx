import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Slide } from '../../lib/store.ts';
import './banner.css';

export interface BannerProps {
  slides: Slide[];
  /** Height in px (the home uses 400, the store page 350); below 768 px the banner keeps this shape at full width. */
  height: number;
  /** Milliseconds between slides. */
  interval?: number;
  testId?: string;
}

/** A site path is followed in the app; anything else (an external address) as a normal link. */
function isSitePath(url: string | undefined): url is string {
  return Boolean(url && url.startsWith('/') && !url.startsWith('//'));
}

/** The slide a sideways-scrolling track shows, or undefined when the track does not scroll (desktop). */
function shownSlide(track: HTMLElement | null): number | undefined {
  if (!track || track.scrollWidth <= track.clientWidth) return undefined;
  return Math.round(track.scrollLeft / track.clientWidth);
}

/**
 * Full-width slides: each a picture (cropped to fill) linking to its `url`; dots to choose, auto-advance paused
 * while a mouse or a finger is on it. On a phone (banner.css) the slides are a row to swipe, snapping to each, the
 * dots only a marker: the track's scroll and the shown slide follow each other.
 */
export function Banner({ slides, height, interval = 5000, testId = 'banner' }: BannerProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  // The other slides' pictures wait for the first: on a slow line they would share its bandwidth, and it is the
  // page's largest paint.
  const [firstDone, setFirstDone] = useState(false);
  const count = slides.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [count, paused, interval]);

  // The timer moved on: bring the track there (a swipe already did, so nothing scrolls then).
  useEffect(() => {
    const el = track.current;
    const shown = shownSlide(el);
    if (el && shown !== undefined && shown !== current)
      el.scrollTo({ left: current * el.clientWidth, behavior: 'smooth' });
  }, [current]);

  return (
    <div
      className="banner"
      // A custom property rather than `height`, so that the phone's rule (banner.css) can replace it.
      style={{ '--banner-height': `${height}px` } as CSSProperties}
      data-testid={testId}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setPaused(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setPaused(false)}
      // A finger on the slides holds them too; letting go starts a full interval again.
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
    >
      <div
        ref={track}
        className="banner__track"
        onScroll={(event) => {
          const shown = shownSlide(event.currentTarget);
          if (shown !== undefined) setIndex(shown);
        }}
      >
        {slides.map((slide, i) => (
          <a
            key={`${slide.image}-${i}`}
            href={slide.url || '#'}
            target={isSitePath(slide.url) || !slide.url ? undefined : '_blank'}
            rel={isSitePath(slide.url) ? undefined : 'noreferrer'}
            className={i === current ? 'banner__slide is-active' : 'banner__slide'}
            aria-hidden={i !== current}
            tabIndex={i === current ? 0 : -1}
            title={slide.name}
            // A slide without a name still needs one: its picture is the link's only content.
            aria-label={slide.name ? undefined : t('browse.gallery.slide', { n: i + 1, total: count })}
            onClick={(event) => {
              if (slide.url && !isSitePath(slide.url)) return;
              event.preventDefault();
              if (slide.url) navigate(slide.url);
            }}
          >
            {(i === 0 || firstDone) && (
              <img
                src={slide.image}
                alt=""
                fetchPriority={i === 0 ? 'high' : 'low'}
                onLoad={i === 0 ? () => setFirstDone(true) : undefined}
                onError={i === 0 ? () => setFirstDone(true) : undefined}
              />
            )}
          </a>
        ))}
      </div>
      {count > 1 && (
        <>
          <div className="banner__dots">
            {slides.map((slide, i) => (
              <button
                key={`${slide.image}-${i}`}
                type="button"
                className={i === current ? 'is-active' : undefined}
                aria-label={String(i + 1)}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          {/* The phone's marker: too small to tap, so not a control there; swiping moves the slides. */}
          <div className="banner__pips" aria-hidden="true">
            {slides.map((slide, i) => (
              <span key={`${slide.image}-${i}`} className={i === current ? 'is-active' : undefined} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
