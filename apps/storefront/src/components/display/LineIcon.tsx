/**
 * An outline icon of one SVG path, stroked in the text colour so a link's current or hover colour reaches it (the
 * phone's tab bar and the goods page's action bar draw theirs this way, without an icon font on the first page).
 *
 * @example <LineIcon path="M4 4h7v7H4z" />
 */
export function LineIcon({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
