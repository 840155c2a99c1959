import type { SupportMessageInput } from '@arena/contract';
import type { SupportMessage, SupportTicket } from '@arena/shared-kit';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { chatOutbox, type ChatOutbox } from '../../../components/chat/chat-outbox';
import {
  keepChatSocket,
  type ChatConnectionState,
  type ChatSocket,
} from '../../../components/chat/chat-socket';
import { openSupportSocket } from '../api/support-socket';
import { chatReducer } from '../utils/chat-messages';

/** Join refusals that another attempt cannot fix (validation, forbidden, not found, banned). */
const PERMANENT_REFUSALS = new Set([1002, 4000, 4003, 4004]);

export interface SupportChatOptions {
  author: SupportMessage['author'];
  onConnectionError: () => void;
  onSendFailed: () => void;
}

/**
 * The live chat of one ticket while the widget is open: the socket, its online/offline state, the messages
 * (history, then each new one) and `send`. Closing the widget (or `active` false) disconnects; while open, a lost
 * connection is retried as the kit's sockets are (`RECONNECT_BACKOFF`: the first retry within 1 s), including
 * one the server closed. A message whose answer a reconnection lost is sent again with its id (`chatOutbox`): the
 * server stores it once, and it shows once.
 */
export function useSupportChat(ticket: SupportTicket | null, active: boolean, options: SupportChatOptions) {
  const [messages, dispatch] = useReducer(chatReducer, []);
  const [connection, setConnection] = useState<ChatConnectionState>('connecting');
  const socketRef = useRef<ChatSocket<'/support-chat'> | null>(null);
  const outboxRef = useRef<ChatOutbox<SupportMessageInput> | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const ticketId = ticket?.ticketId ?? null;
  const channelId = ticket?.channelId ?? null;

  useEffect(() => {
    if (!active || !ticketId || !channelId) return undefined;
    let joined = false;
    let errorShown = false;

    const reportError = () => {
      if (errorShown) return;
      errorShown = true;
      optionsRef.current.onConnectionError();
    };

    setConnection('connecting');
    dispatch({ type: 'reset' });
    const link = keepChatSocket({
      open: () => openSupportSocket({ ticketId, channelId }),
      onOpen: (opened, { stopRetrying }) => {
        socketRef.current = opened;
        const outbox = chatOutbox<SupportMessageInput>(opened, 'message');
        outboxRef.current = outbox;
        opened.on('connect', () => {
          joined = false;
          setConnection('online');
          outbox.resend();
        });
        opened.on('disconnect', () => outbox.pause());
        opened.on('history', (history: SupportMessage[]) => {
          joined = true;
          errorShown = false;
          dispatch({ type: 'history', messages: Array.isArray(history) ? history : [] });
        });
        opened.on('message', (message: SupportMessage) => dispatch({ type: 'received', message }));
        opened.on('chat_error', (error: { code?: number }) => {
          // After joining, refusals of a message come back through its acknowledgement.
          if (joined) return;
          if (typeof error?.code === 'number' && PERMANENT_REFUSALS.has(error.code)) stopRetrying();
          reportError();
        });
      },
      onOffline: (cause) => {
        setConnection('offline');
        if (cause !== 'disconnect') reportError();
      },
    });

    return () => {
      link.close();
      outboxRef.current?.close();
      outboxRef.current = null;
      socketRef.current = null;
    };
  }, [active, ticketId, channelId]);

  const send = useCallback((text: string): boolean => {
    const content = text.trim();
    const socket = socketRef.current;
    const outbox = outboxRef.current;
    if (!content) return false;
    if (!socket?.connected || !outbox) {
      optionsRef.current.onSendFailed();
      return false;
    }
    const timestamp = new Date().toISOString();
    const clientId = outbox.send({ type: 'message', content, timestamp }, (answer) => {
      if (answer?.ok) return dispatch({ type: 'stored', clientId, id: answer.id });
      dispatch({ type: 'failed', clientId });
      optionsRef.current.onSendFailed();
    });
    dispatch({
      type: 'sent',
      message: {
        id: clientId,
        clientId,
        type: 'message',
        content,
        author: optionsRef.current.author,
        timestamp,
        isStaff: false,
      },
    });
    return true;
  }, []);

  return { messages, connection, send };
}
