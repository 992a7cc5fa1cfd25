/**
 * How wide the crud table lays out. Its columns have fixed widths (Arco's fixed table layout), and a column
 * declared without one takes what the others leave. When the declared widths alone fill the card, such a column
 * used to get nothing (a goods name 0 px wide, a coupon name cut to one character) and the table grew past the card
 * without saying so, its last columns hidden under the fixed actions column.
 */

/** The narrowest a column without a declared width becomes: a short name, or a few words with an ellipsis. */
export const FLEXIBLE_MIN_WIDTH = 100;

/** A column as the table sizes it: a width in px, or none (it takes the rest). */
export interface SizedColumn {
  width?: number | string | undefined;
}

/**
 * The width the columns need: the declared widths in px, `FLEXIBLE_MIN_WIDTH` for each column without one (or with
 * a width that is no number of px), plus `extra` (the selection column). The crud table is this wide (Arco's
 * `scroll.x`) or, by its stylesheet, the whole card when that is wider: a narrow card scrolls sideways, the fixed
 * actions column casting its shadow over what scrolls, instead of squeezing the columns without a width to nothing.
 *
 * @example tableMinWidth([{ width: 140 }, {}], 55) // 295
 */
export function tableMinWidth(columns: readonly SizedColumn[], extra = 0): number {
  return columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : FLEXIBLE_MIN_WIDTH),
    extra,
  );
}
