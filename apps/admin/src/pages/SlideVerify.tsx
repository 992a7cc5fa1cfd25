import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './slide-verify.css';

export interface SlideVerifyProps {
  verified: boolean;
  /** Called with the handle position in pixels (sent to `POST /captcha` as `step`). */
  onVerify: (step: number) => void;
  onReset: (step: number) => void;
}

const HANDLE = 40;

/**
 * A simple "slide (or click) to verify" control for the Admin login. Dragging the handle to the end,
 * clicking the track, or pressing Enter/Space/→ on it verifies; a drag released early resets.
 * The server does not check the position (reference §2.4); the captcha sign is what it checks.
 */
export function SlideVerify({ verified, onVerify, onReset }: SlideVerifyProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; moved: boolean } | null>(null);
  const [offset, setOffset] = useState(0);

  const max = () => Math.max((track.current?.clientWidth ?? 0) - HANDLE, 1);
  const complete = (step: number) => {
    setOffset(max());
    onVerify(Math.round(step));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (verified) return;
    drag.current = { startX: event.clientX - offset, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const next = Math.min(Math.max(event.clientX - drag.current.startX, 0), max());
    if (Math.abs(next - offset) > 2) drag.current.moved = true;
    setOffset(next);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state || verified) return;
    if (!state.moved) {
      // A click (no drag) verifies, taking the click position as the step.
      const left = track.current?.getBoundingClientRect().left ?? 0;
      complete(event.clientX - left);
    } else if (offset >= max() - 4) {
      complete(offset);
    } else {
      onReset(Math.round(offset));
      setOffset(0);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (verified) return;
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowRight') {
      event.preventDefault();
      complete(max());
    }
  };

  const shown = verified ? max() : offset;
  return (
    <div
      ref={track}
      className={`slide-verify ${verified ? 'slide-verify--done' : ''}`}
      role="slider"
      tabIndex={0}
      aria-label={t('login.slideToVerify')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={verified ? 100 : Math.round((offset / max()) * 100)}
      data-testid="login-verify"
      data-verified={verified ? 'true' : 'false'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
    >
      <div className="slide-verify__fill" style={{ width: shown + HANDLE / 2 }} />
      <span className="slide-verify__text">{verified ? t('login.verified') : t('login.slideToVerify')}</span>
      <div className="slide-verify__handle" style={{ transform: `translateX(${shown}px)` }} aria-hidden="true">
        {verified ? '✓' : '»'}
      </div>
    </div>
  );
}
