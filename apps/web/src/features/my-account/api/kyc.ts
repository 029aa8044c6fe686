import { getMyKycEndpoint, kycUploadLimits, uploadKycEndpoint, type KycDocType } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

const kycKey = (token: string | null) => ['myAccount', 'kyc', token];

/** The member's identity verification state and latest submission. */
export function useMyKyc() {
  const { token } = useSession();
  return useQuery({
    queryKey: kycKey(token),
    queryFn: ({ signal }) => callEndpoint(getMyKycEndpoint, {}, { signal }),
    enabled: token !== null,
  });
}

export function useSetMyKyc() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return (value: Awaited<ReturnType<typeof uploadKyc>>) => queryClient.setQueryData(kycKey(token), value);
}

/** Why a picture cannot be sent before it is: its type or its size (the server checks again). */
export function kycFileProblem(file: File): 'ma_kyc_file_type' | 'ma_kyc_file_size' | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'ma_kyc_file_type';
  return file.size > kycUploadLimits.maxBytes ? 'ma_kyc_file_size' : null;
}

/** Sends the document's pictures (front, optional back); the server re-encodes them. */
export function uploadKyc(docType: KycDocType, front: File, back: File | null) {
  const form = new FormData();
  form.append('docType', docType);
  form.append('front', front, front.name);
  if (back) form.append('back', back, back.name);
  return callEndpoint(uploadKycEndpoint, {}, { multipart: form, timeoutMs: 120_000 });
}
