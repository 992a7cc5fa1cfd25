let locks = 0;
let restore = () => {};

/**
 * Stops the page behind a modal from scrolling (until the returned function is called). Nested modals share
 * one lock: the page's own styles come back when the last of them closes. The scrollbar's width becomes
 * padding so the page does not shift sideways on desktop browsers with classic scrollbars.
 */
export function lockBodyScroll(): () => void {
  if (locks++ === 0) {
    const { style } = document.body;
    const saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    restore = () => Object.assign(style, saved);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) restore();
  };
}
