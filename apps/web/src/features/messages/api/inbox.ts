import {
  deleteMessagesEndpoint,
  listMessagesEndpoint,
  messagePageSize,
  readMessagesEndpoint,
  type InboxPage,
  type MessageSelection,
  type UnreadCount,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';
import { unreadCountKey } from '../../../lib/unread-messages';

const inboxKey = (token: string | null) => ['messages', 'list', token] as const;

/** A page of platform messages, newest first (10 to a page). */
export function useInbox(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...inboxKey(token), pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(
        listMessagesEndpoint,
        { query: { pageNo, pageSize: messagePageSize.default } },
        { signal },
      ),
    enabled: token !== null,
  });
}

type Action = 'read' | 'delete';

/** Reading and deleting both answer the new unread count. */
function changeMessages(action: Action, selection: MessageSelection): Promise<UnreadCount> {
  return callEndpoint(action === 'read' ? readMessagesEndpoint : deleteMessagesEndpoint, { body: selection });
}

/** Reads or deletes messages; the badges take the unread count the server answers. */
export function useChangeMessages() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: ({ action, selection }: { action: Action; selection: MessageSelection }) =>
      changeMessages(action, selection),
    onSuccess: ({ count }, { action, selection }) => {
      queryClient.setQueryData(unreadCountKey(token), count);
      if (action === 'read') {
        // Reading only flips flags: mark them here rather than reloading the page of messages.
        queryClient.setQueriesData<InboxPage>({ queryKey: inboxKey(token) }, (page) =>
          page
            ? {
                ...page,
                unread: count,
                content: page.content.map((message) =>
                  selection.all || selection.ids?.includes(message.id) ? { ...message, read: true } : message,
                ),
              }
            : page,
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: inboxKey(token) });
      }
    },
  });
}
