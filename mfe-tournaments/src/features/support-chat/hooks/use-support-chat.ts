import { RECONNECT_POLICIES, type SupportMessage, type SupportTicket } from '@arena/shared-kit';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  CHAT_SEND_TIMEOUT_MS,
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

let nextClientId = 1;

/**
 * The live chat of one ticket while the widget is open: the socket, its online/offline state, the messages
 * (history, then each new one) and `send`. Closing the widget (or `active` false) disconnects; while open, a lost
 * connection is retried after 5 s (P1 §4), including one the server closed.
 */
export function useSupportChat(ticket: SupportTicket | null, active: boolean, options: SupportChatOptions) {
  const [messages, dispatch] = useReducer(chatReducer, []);
  const [connection, setConnection] = useState<ChatConnectionState>('connecting');
  const socketRef = useRef<ChatSocket<'/support-chat'> | null>(null);
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
      retryDelayMs: RECONNECT_POLICIES.supportChat.delayMs,
      onOpen: (opened, { stopRetrying }) => {
        socketRef.current = opened;
        opened.on('connect', () => {
          joined = false;
          setConnection('online');
        });
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
      socketRef.current = null;
    };
  }, [active, ticketId, channelId]);

  const send = useCallback((text: string): boolean => {
    const content = text.trim();
    const socket = socketRef.current;
    if (!content) return false;
    if (!socket?.connected) {
      optionsRef.current.onSendFailed();
      return false;
    }
    const clientId = `local-${nextClientId++}`;
    const timestamp = new Date().toISOString();
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
    let settled = false;
    const fail = () => {
      dispatch({ type: 'failed', clientId });
      optionsRef.current.onSendFailed();
    };
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      fail();
    }, CHAT_SEND_TIMEOUT_MS);
    socket.emit('message', { type: 'message', content, timestamp }, (ack) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (ack?.ok) dispatch({ type: 'stored', clientId, id: ack.id });
      else fail();
    });
    return true;
  }, []);

  return { messages, connection, send };
}
