/** `0x` and upper-case hex digits, padded to `digits`. */
export function hex(value: bigint | number, digits: number): string {
  return `0x${value.toString(16).toUpperCase().padStart(digits, '0')}`;
}
