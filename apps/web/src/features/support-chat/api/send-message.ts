import { sendGuestChatMessageEndpoint, type ChatMessage } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { guestHeaders } from '../lib/guest';

export interface ChatMessageInput {
  body: string;
  visitorName?: string;
  image?: File | null;
}

/** A message to support: JSON, or multipart/form-data when it carries an image. */
function sendMessage({ image, ...body }: ChatMessageInput): Promise<ChatMessage> {
  const headers = guestHeaders();
  if (!image) return callEndpoint(sendGuestChatMessageEndpoint, { body }, { headers });
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (value) form.append(name, value);
  form.append('image', image, image.name);
  return callEndpoint(
    sendGuestChatMessageEndpoint,
    { body },
    { multipart: form, headers, timeoutMs: 120_000 },
  );
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support-chat'] }),
  });
}
