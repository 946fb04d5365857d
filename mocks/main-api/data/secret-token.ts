/** A random, URL-safe secret (links sent by e-mail, booking ids): 24 bytes, 32 characters. */
export function secretToken(bytes = 24): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Buffer.from(values).toString('base64url');
}
