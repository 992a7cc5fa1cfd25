/**
 * A CSS `url()` of an address, with quotes, backslashes and newlines escaped so the address cannot break out
 * of the string.
 *
 * @example cssUrl('/a "b".png') // 'url("/a %22b%22.png")'
 */
export function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n]/g, (char) => encodeURIComponent(char))}")`;
}
