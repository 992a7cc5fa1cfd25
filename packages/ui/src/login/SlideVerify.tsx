import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './slide-verify.css';

/** The gap to reach, as the server's challenge gives it: `x` on a track of `width` units. */
export interface SlideChallenge {
  x: number;
  width: number;
}

export interface SlideVerifyProps {
  /** The current challenge; null while it loads or when it could not be loaded (`failed`). */
  challenge: SlideChallenge | null;
  /** Where the handle is, in the challenge's units (0: not moved yet). */
  value: number;
  onChange: (value: number) => void;
  /** The challenge could not be loaded: the track says so and a press on it calls `onReload`. */
  failed?: boolean;
  onReload?: () => void;
}

/** Handle width in pixels (the CSS uses the same). */
const HANDLE = 40;
const PAGE = 10;

const clamp = (n: number, max: number) => Math.min(Math.max(Math.round(n), 0), max);

/**
 * The Admin login's slider: the track shows the gap of the server's challenge, and the handle goes onto it by
 * mouse or finger (drag it, or press the track where it should go) or by keyboard (arrows, Page Up/Down, Home,
 * End; Enter submits the surrounding form, as in a text field). The position is reported in the challenge's
 * units, whatever the track's width; the server decides whether it is close enough.
 *
 * @example <SlideVerify challenge={challenge} value={step} onChange={setStep} />
 */
export function SlideVerify({ challenge, value, onChange, failed = false, onReload }: SlideVerifyProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const track = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const grab = useRef<number | null>(null);
  const width = challenge?.width ?? 100;

  /** Handle position for a pointer at `clientX`, the handle held `offset` px from its left edge. */
  const positionAt = (clientX: number, offset: number): number | null => {
    const rect = track.current?.getBoundingClientRect();
    const usable = rect ? rect.width - HANDLE : 0;
    if (!rect || usable <= 0) return null;
    return clamp(((clientX - rect.left - offset) / usable) * width, width);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!challenge) {
      if (failed) onReload?.();
      return;
    }
    event.preventDefault();
    handle.current?.focus();
    const handleRect = handle.current?.getBoundingClientRect();
    const onHandle = handleRect && event.clientX >= handleRect.left && event.clientX <= handleRect.right;
    // Held by the handle it keeps its grip point; a press elsewhere on the track brings the handle's middle there.
    grab.current = onHandle ? event.clientX - handleRect.left : HANDLE / 2;
    if (!onHandle) {
      const next = positionAt(event.clientX, grab.current);
      if (next !== null) onChange(next);
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (grab.current === null) return;
    const next = positionAt(event.clientX, grab.current);
    if (next !== null && next !== value) onChange(next);
  };
  const release = () => {
    grab.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!challenge) return;
    const moves: Record<string, number> = {
      ArrowRight: value + 1,
      ArrowUp: value + 1,
      ArrowLeft: value - 1,
      ArrowDown: value - 1,
      PageUp: value + PAGE,
      PageDown: value - PAGE,
      Home: 0,
      End: width,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.closest('form')?.requestSubmit();
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(clamp(next, width));
  };

  const at = (units: number) => `calc((100% - ${HANDLE}px) * ${units / width})`;
  const state = challenge ? 'ready' : failed ? 'failed' : 'loading';
  const label = challenge ? t('login.slideToVerify') : failed ? t('login.verifyLoadFailed') : t('login.verifyLoading');
  return (
    <div
      ref={track}
      className={`slide-verify slide-verify--${state}`}
      data-testid="login-verify-track"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={release}
      onPointerCancel={release}
    >
      {challenge && (
        <div
          className="slide-verify__gap"
          style={{ left: at(challenge.x) }}
          data-testid="login-verify-gap"
          aria-hidden="true"
        />
      )}
      <div className="slide-verify__fill" style={{ width: `calc(${at(value)} + ${HANDLE / 2}px)` }} />
      <span className="slide-verify__text">{label}</span>
      <span className="slide-verify__hint" id={hintId}>
        {t('login.slideHint')}
      </span>
      <div
        ref={handle}
        className="slide-verify__handle"
        style={{ left: at(value) }}
        role="slider"
        tabIndex={challenge ? 0 : -1}
        aria-label={t('login.slideToVerify')}
        aria-describedby={hintId}
        aria-disabled={challenge ? undefined : true}
        aria-valuemin={0}
        aria-valuemax={width}
        aria-valuenow={value}
        aria-valuetext={challenge ? t('login.slidePosition', { value, target: challenge.x }) : undefined}
        data-testid="login-verify"
        data-state={state}
        data-target={challenge?.x}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">»</span>
      </div>
    </div>
  );
}
