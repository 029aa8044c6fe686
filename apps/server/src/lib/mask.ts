/** +8801712345678 -> +88017******78: enough to recognise one's own number, not to learn someone else's. */
export function maskMobile(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  if (digits.length <= 7) return `+${digits.slice(0, 2)}${'*'.repeat(Math.max(digits.length - 2, 0))}`;
  return `+${digits.slice(0, 5)}${'*'.repeat(digits.length - 7)}${digits.slice(-2)}`;
}

/** demo_player@example.com -> d***r@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local.slice(-1)}`;
  return `${shown}${email.slice(at)}`;
}

/** Winner-board names: demo_player -> de***er; short names keep one letter each side at most. */
export function maskCustomerName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  if (chars.length <= 4) return `${chars[0]}**${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
