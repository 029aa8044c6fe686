/** Server messages (English) of the payment channels, platform messages and KYC; the features' locale files translate them. */
export const opsKycMessages = {
  payment_channel_not_found: 'There is no such payment channel',
  withdrawal_method_unavailable: 'Withdrawals to this kind of account are not offered at the moment',
  ops_message_no_recipients: 'No member has this tag',
  kyc_file_required: 'Please choose a png or jpg picture of the front of the document',
  kyc_doc_type_invalid: 'Please choose the kind of document',
  kyc_pending_exists: 'Your documents are already waiting for review',
  kyc_already_approved: 'Your identity is already verified',
  kyc_not_found: 'There is no such document submission',
  kyc_already_decided: 'This submission was already decided by {staff}; reload the list',
  kyc_claimed_by_other: 'This submission is being handled by {staff}; reload the list',
  kyc_reason_required: 'Please give a reason',
  kyc_approved_title: 'Identity verified',
  kyc_approved_body: 'Your identity documents were approved.',
  kyc_rejected_title: 'Identity documents not accepted',
  kyc_rejected_body: 'Your identity documents were not accepted: {reason}. Please upload them again.',
} as const;
