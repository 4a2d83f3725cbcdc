/**
 * The protected identifier of a LIN frame id (LIN 2.x, ISO 17987-3): the 6-bit id with two parity bits,
 * P0 = ID0 ⊕ ID1 ⊕ ID2 ⊕ ID4 (bit 6) and P1 = ¬(ID1 ⊕ ID3 ⊕ ID4 ⊕ ID5) (bit 7).
 */
export function linProtectedId(frameId: number): number {
  const id = frameId & 0x3f;
  const bit = (n: number) => (id >> n) & 1;
  const p0 = bit(0) ^ bit(1) ^ bit(2) ^ bit(4);
  const p1 = bit(1) ^ bit(3) ^ bit(4) ^ bit(5) ^ 1;
  return id | (p0 << 6) | (p1 << 7);
}
