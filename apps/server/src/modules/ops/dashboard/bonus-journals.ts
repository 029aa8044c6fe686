/** Journal types that are not the house giving money away (payments, play, transfers, corrections). */
export const notBonusJournalTypes = [
  'deposit',
  'withdrawal',
  'withdrawal_payout',
  'withdrawal_refund',
  'game_bet',
  'game_win',
  'game_refund',
  'game_adjust',
  'adjustment',
  'transfer_downline',
  'transfer_upline',
];
