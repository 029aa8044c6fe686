/**
 * A mobile number in E.164 (+8801712345678) from the form's dialing code and number, or null when it
 * is not a plausible number for one of the offered dialing codes. Spaces and dashes are ignored and
 * a national trunk prefix (the leading 0 of 01712345678) is dropped.
 */
export function toE164(
  dialingCode: string,
  mobileNo: string,
  offeredDialingCodes: readonly string[],
): string | null {
  const code = dialingCode.trim().replace(/^(?!\+)/, '+');
  if (!/^\+[0-9]{1,4}$/.test(code) || !offeredDialingCodes.includes(code)) return null;
  const digits = mobileNo.replace(/[\s-]/g, '');
  if (!/^[0-9]+$/.test(digits)) return null;
  const national = digits.replace(/^0+/, '');
  const totalDigits = code.length - 1 + national.length;
  if (national.length < 6 || totalDigits > 15) return null;
  return `${code}${national}`;
}
