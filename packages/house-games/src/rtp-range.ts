/** Declared RTPs the engines accept, in basis points (80.00% to 99.00%). */
export const RTP_RANGE_BP = { min: 8000, max: 9900 } as const;

export function assertRtpBp(rtpBp: number): number {
  if (!Number.isInteger(rtpBp) || rtpBp < RTP_RANGE_BP.min || rtpBp > RTP_RANGE_BP.max) {
    throw new RangeError(
      `declared RTP must be ${RTP_RANGE_BP.min}-${RTP_RANGE_BP.max} basis points, not ${rtpBp}`,
    );
  }
  return rtpBp;
}

/** Parses `<engine>:v1:<rtpBp>` configuration ids (crash, fish). */
export function rtpFromConfigId(engine: string, id: string): number {
  const match = new RegExp(`^${engine}:v1:(\\d+)$`).exec(id);
  if (!match) throw new RangeError(`not a ${engine} configuration id: ${id}`);
  return assertRtpBp(Number(match[1]));
}
