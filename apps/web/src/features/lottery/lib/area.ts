/** The lottery pages of spec section 2 and the vendors (vassalage) each lists. */
export interface LotteryArea {
  area: 'lottery' | 'vn' | 'sea';
  titleKey: string;
  vendors: readonly string[];
}

const areas: Record<LotteryArea['area'], LotteryArea> = {
  lottery: { area: 'lottery', titleKey: 'lt_area_lottery', vendors: ['LOTT', 'ELOTT'] },
  vn: { area: 'vn', titleKey: 'lt_area_vn', vendors: ['TCG_LOTTO_VN'] },
  sea: { area: 'sea', titleKey: 'lt_area_sea', vendors: ['TCG_SEA'] },
};

/** /lottery and /lottert: LOTT and ELOTT; /vnLottery and /vnlottery: Vietnam; /seaLottery and /sealottery: SEA. */
export function areaOfPath(pathname: string): LotteryArea {
  const path = pathname.toLowerCase();
  if (path.startsWith('/vnlottery')) return areas.vn;
  if (path.startsWith('/sealottery')) return areas.sea;
  return areas.lottery;
}
