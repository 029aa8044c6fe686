// Zod-free constants of identity documents (KYC): what a player uploads and how staff decide it.

export const kycDocTypes = ['national_id', 'passport', 'driving_licence'] as const;
export type KycDocType = (typeof kycDocTypes)[number];
export const kycStatuses = ['pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof kycStatuses)[number];
/** A member's state: nothing sent yet, or its latest submission's status. */
export type KycState = 'none' | KycStatus;
/** The upload's parts: the front (required) and the back (optional) of the document. */
export const kycFileFields = ['front', 'back'] as const;
/** png or jpg pictures (decoded and encoded again), 5MB each; PDFs cannot be re-encoded, so are refused. */
export const kycUploadLimits = { maxBytes: 5 * 1024 * 1024, types: ['png', 'jpg'] } as const;
