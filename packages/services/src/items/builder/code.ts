/**
 * Item codes appear in public pay links (/pay/for/{slug}/{code}), so they must not be guessable
 * from one another: 10 Crockford base32 characters from the system's CSPRNG are 50 bits.
 * Crockford's alphabet leaves out I, L, O and U, so a code read aloud or retyped survives.
 */
import { randomBytes } from "node:crypto";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ITEM_CODE_LENGTH = 10;

export function newItemCode(): string {
  const bytes = randomBytes(ITEM_CODE_LENGTH);
  // 256 is a multiple of 32, so each byte's low five bits are uniform.
  let code = "";
  for (const byte of bytes) code += CROCKFORD[byte & 31];
  return code;
}
