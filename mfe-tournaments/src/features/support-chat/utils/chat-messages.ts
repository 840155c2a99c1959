import type { SupportMessage } from '@arena/shared-kit';

/** A message on screen: the server's, or the player's own still waiting for the server (`pending`). */
export interface ChatMessage extends SupportMessage {
  pending?: boolean;
  /** Set on the player's own messages until the server has stored them. */
  clientId?: string;
}

export type ChatAction =
  | { type: 'history'; messages: SupportMessage[] }
  | { type: 'received'; message: SupportMessage }
  | { type: 'sent'; message: ChatMessage & { clientId: string } }
  | { type: 'stored'; clientId: string; id: string }
  | { type: 'failed'; clientId: string }
  | { type: 'reset' };

const pendingOnly = (messages: ChatMessage[]) => messages.filter((message) => message.pending);

/**
 * The message list of the support chat. History replaces what the server already had (own messages still on
 * their way stay at the end, unless the history has them by their client id); a message the server sends is shown
 * once, and takes the place of the matching pending one (by client id, or by its text when it has none), so the
 * pending flag lasts until the server echoes it (or acknowledges it, whichever comes first).
 */
export function chatReducer(messages: ChatMessage[], action: ChatAction): ChatMessage[] {
  switch (action.type) {
    case 'history': {
      const seen = new Set<string>();
      const unique = action.messages.filter((message) => !seen.has(message.id) && seen.add(message.id));
      // An own message the server stored before its answer was lost is in the history: shown once, as stored.
      const stored = new Set(unique.flatMap((message) => message.clientMessageId ?? []));
      return [...unique, ...pendingOnly(messages).filter((message) => !stored.has(message.clientId ?? ''))];
    }
    case 'received': {
      const { message } = action;
      if (messages.some((existing) => existing.id === message.id)) return messages;
      const pendingIndex = message.isStaff
        ? -1
        : messages.findIndex(
            (existing) =>
              existing.pending &&
              (message.clientMessageId
                ? existing.clientId === message.clientMessageId
                : existing.content === message.content),
          );
      if (pendingIndex === -1) return [...messages, message];
      return messages.map((existing, index) => (index === pendingIndex ? message : existing));
    }
    case 'sent':
      return [...messages, { ...action.message, pending: true }];
    case 'stored': {
      if (!messages.some((message) => message.clientId === action.clientId)) return messages;
      if (messages.some((message) => message.id === action.id)) {
        return messages.filter((message) => message.clientId !== action.clientId);
      }
      return messages.map((message) =>
        message.clientId === action.clientId
          ? { ...message, id: action.id, pending: false, clientId: undefined }
          : message,
      );
    }
    case 'failed':
      return messages.filter((message) => message.clientId !== action.clientId);
    case 'reset':
      return [];
  }
}
