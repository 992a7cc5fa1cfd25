/**
 * The storefront's one phone breakpoint: a viewport up to 767 px wide is a phone, 768 px and up is not.
 *
 * CSS cannot import this constant, so the same numbers are repeated in `@media (max-width: 767px)` and
 * `@media (min-width: 768px)` rules: in `phone.css` beside this file and in the storefront's stylesheets
 * (`apps/storefront/src/styles/phone.css` and the pages' own `*.css`). Change them together.
 */
export const PHONE_MAX_WIDTH = 767;

/** The media query that is true on phones (what `useIsPhone` watches). */
export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;
