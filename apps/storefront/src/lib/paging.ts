/**
 * The page numbers a pager shows: first, last, and two either side of the current one; 0 marks a gap.
 *
 * @example pageWindow(6, 10) // [1, 0, 4, 5, 6, 7, 8, 0, 10]
 */
export function pageWindow(page: number, lastPage: number): number[] {
  const out: number[] = [];
  for (let n = 1; n <= lastPage; n += 1) {
    if (n === 1 || n === lastPage || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}
