/**
 * Thumbnail paths: uploads write `<name>_<width>.<ext>` beside every goods picture (the clients ask for them), and the
 * API names them by inserting `_<size>` before the extension: `/uploads/g/a.png` → `/uploads/g/a_300.png`.
 */
export function thumb(path: string, size: number): string {
  if (!path) return '';
  const query = path.indexOf('?');
  const file = query >= 0 ? path.slice(0, query) : path;
  const rest = query >= 0 ? path.slice(query) : '';
  const dot = file.lastIndexOf('.');
  if (dot <= file.lastIndexOf('/')) return path;
  return `${file.slice(0, dot)}_${size}${file.slice(dot)}${rest}`;
}

/** Splits a comma-joined image list, dropping blanks. */
export function imageList(joined: string): string[] {
  return joined
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
