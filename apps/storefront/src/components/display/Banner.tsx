import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Slide } from '../../lib/store.ts';
import './banner.css';

export interface BannerProps {
  slides: Slide[];
  /** Height in px (the home uses 400, the store page 350). */
  height: number;
  /** Milliseconds between slides. */
  interval?: number;
  testId?: string;
}

/** A site path is followed in the app; anything else (an external address) as a normal link. */
function isSitePath(url: string | undefined): url is string {
  return Boolean(url && url.startsWith('/') && !url.startsWith('//'));
}

/**
 * Full-width slides: each a picture (cropped to fill) linking to its `url`;
 * dots to choose, auto-advance paused while hovered.
 */
export function Banner({ slides, height, interval = 5000, testId = 'banner' }: BannerProps) {
  const [, navigate] = useLocation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
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

  return (
    <div
      className="banner"
      style={{ height }}
      data-testid={testId}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
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
      {count > 1 && (
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
      )}
    </div>
  );
}
