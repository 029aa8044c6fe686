import {
  closeChatEndpoint,
  getChatTranscriptEndpoint,
  listChatsEndpoint,
  sendStaffChatMessageEndpoint,
  staffChatTypingEndpoint,
  type ChatMessage,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsCall } from '../../../lib/ops/ops-call';

export const chatDeskKey = ['support-desk', 'chat'] as const;

/** Active conversations (queued first) or closed ones (transcripts). */
export function useChatList(status: 'active' | 'closed') {
  return useQuery({
    queryKey: [...chatDeskKey, 'list', status],
    queryFn: ({ signal }) => opsCall(listChatsEndpoint, { query: { status, pageSize: 100 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A conversation's transcript (opening it marks the guest's messages read). */
export function useTranscript(id: string | null) {
  return useQuery({
    queryKey: [...chatDeskKey, 'transcript', id],
    queryFn: ({ signal }) => opsCall(getChatTranscriptEndpoint, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
  });
}

function sendStaffMessage(id: string, body: string, image: File | null): Promise<ChatMessage> {
  if (!image) return opsCall(sendStaffChatMessageEndpoint, { params: { id }, body: { body } });
  const form = new FormData();
  if (body) form.append('body', body);
  form.append('image', image, image.name);
  return opsCall(
    sendStaffChatMessageEndpoint,
    { params: { id }, body: { body } },
    { multipart: form, timeoutMs: 120_000 },
  );
}

export function useSendStaffMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, image }: { body: string; image: File | null }) => sendStaffMessage(id, body, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatDeskKey }),
  });
}

export function useCloseChat(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => opsCall(closeChatEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatDeskKey }),
  });
}

/** Tells the guest support is typing. */
export function sendStaffTyping(id: string): Promise<unknown> {
  return opsCall(staffChatTypingEndpoint, { params: { id } });
}
