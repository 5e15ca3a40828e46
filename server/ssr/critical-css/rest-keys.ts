/**
 * The key of a page's rest (its address, /assets/<sheet>/rest/<key>.css): which of the
 * stylesheet's style rules the page kept, one bit each.
 */

/** The flags as base64url, eight to a byte. */
export function encodeBits(bits: boolean[]): string {
  const bytes = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((bit, i) => {
    if (bit) bytes[i >> 3]! |= 1 << (i & 7);
  });
  return Buffer.from(bytes).toString("base64url");
}

/** The `count` flags of a key from encodeBits, or null when it is not one. */
export function decodeBits(key: string, count: number): boolean[] | null {
  if (!/^[A-Za-z0-9_-]*$/.test(key)) return null;
  const bytes = Buffer.from(key, "base64url");
  if (bytes.length !== Math.ceil(count / 8) || bytes.toString("base64url") !== key) return null;
  const bits = Array.from({ length: count }, (_, i) => (bytes[i >> 3]! & (1 << (i & 7))) !== 0);
  return encodeBits(bits) === key ? bits : null;
}
