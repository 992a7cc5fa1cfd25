// Waiting for what is moving on screen before a check judges it (axe's contrast, the keyboard's focus ring).

/**
 * Runs in the page (pass it to `page.evaluate`): resolves when the finite transitions and animations running now
 * have ended, at most `budgetMs`. Endless ones (spinners) are not waited for. With `followUps`, it looks again that
 * many times, two frames apart, for those that started meanwhile (a message fading out as a dialog opens).
 * Reading the focused element's style first makes the browser start its focus transitions, so they count too.
 */
export async function animationsEnded({ budgetMs = 2000, followUps = 3 } = {}) {
  if (document.activeElement) void window.getComputedStyle(document.activeElement).outlineWidth;
  const until = performance.now() + budgetMs;
  const frame = () => new Promise((resolve) => window.requestAnimationFrame(() => resolve()));
  for (let round = 0; round <= followUps && performance.now() < until; round++) {
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    if (ending.length === 0 && (round > 0 || followUps === 0)) return;
    await Promise.race([
      Promise.all(ending.map((a) => a.finished.catch(() => {}))),
      new Promise((resolve) => setTimeout(resolve, until - performance.now())),
    ]);
    if (followUps === 0) return;
    await frame();
    await frame();
  }
}
