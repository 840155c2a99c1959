import type { ChatMessageInput } from '@arena/contract';
import type { ChatMatchType, ChatMessage } from '@arena/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatOutbox, type ChatOutbox } from '../../../components/chat/chat-outbox';
import {
  keepChatSocket,
  type ChatConnectionState,
  type ChatSocket,
} from '../../../components/chat/chat-socket';
import { openMatchChatSocket } from '../api/match-chat-socket';

/** Why the server would not let the user in: not a player of the match, or a chat that does not exist yet. */
export type Refusal = 'refused' | 'notAvailable';

/** How long the panel waits for the history before it shows the empty state (P1 §4). */
export const HISTORY_WAIT_MS = 3000;

export interface MatchChatUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

export type OutgoingMessage =
  { messageType: 'text'; content: string } | { messageType: 'image'; imageUrl: string };

function mergeMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return messages.some((existing) => existing._id === message._id) ? messages : [...messages, message];
}

/**
 * The live chat of one match: the socket, its state, the messages (history, then each new one) and `send`. The
 * history is awaited up to 3 s, then the list shows as it is; a lost connection, one the server closed included, is
 * retried as every socket of the kit is (`RECONNECT_BACKOFF`: the first retry within 1 s). A refusal to join is final. A message whose
 * answer a reconnection lost is sent again with its id (`chatOutbox`): the server stores it once.
 */
export function useMatchChat(matchId: string, matchType: ChatMatchType, user: MatchChatUser | null) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [connection, setConnection] = useState<ChatConnectionState>('connecting');
  const [historyReady, setHistoryReady] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const socketRef = useRef<ChatSocket<'/match-chat'> | null>(null);
  const outboxRef = useRef<ChatOutbox<ChatMessageInput> | null>(null);
  const userRef = useRef(user);
  userRef.current = user;
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return undefined;
    setMessages([]);
    setConnection('connecting');
    setHistoryReady(false);
    setRefusal(null);
    const historyWait = setTimeout(() => setHistoryReady(true), HISTORY_WAIT_MS);

    const link = keepChatSocket({
      open: () => openMatchChatSocket({ matchId, matchType, userId }),
      onOpen: (opened, { stopRetrying }) => {
        socketRef.current = opened;
        const outbox = chatOutbox<ChatMessageInput>(opened, 'CHAT_MESSAGE');
        outboxRef.current = outbox;
        opened.on('connect', () => {
          setConnection('online');
          outbox.resend();
        });
        opened.on('disconnect', () => outbox.pause());
        opened.on('CHAT_HISTORY', (history: unknown) => {
          clearTimeout(historyWait);
          setHistoryReady(true);
          setMessages(Array.isArray(history) ? (history as ChatMessage[]) : []);
        });
        opened.on('CHAT_MESSAGE', (message: ChatMessage) => {
          if (message && typeof message._id === 'string')
            setMessages((current) => mergeMessage(current, message));
        });
        opened.on('chat_error', (error: { code?: number; message?: string }) => {
          // P1 §8: chat errors other than the upload alerts are only logged.
          console.warn('match chat:', error?.message ?? error);
          if (error?.code === 4003) {
            stopRetrying();
            setRefusal('refused');
          } else if (error?.code === 4004) {
            stopRetrying();
            setRefusal('notAvailable');
          }
        });
      },
      onOffline: (cause, error) => {
        if (cause === 'connectError') console.warn('match chat connection error:', error);
        if (cause === 'openFailed') console.warn('match chat could not connect:', error);
        setConnection('offline');
      },
    });

    return () => {
      clearTimeout(historyWait);
      link.close();
      outboxRef.current?.close();
      outboxRef.current = null;
      socketRef.current = null;
    };
  }, [matchId, matchType, userId]);

  /** Sends a message; resolves true once the server has stored it (it then arrives as `CHAT_MESSAGE`). */
  const send = useCallback((message: OutgoingMessage): Promise<boolean> => {
    const socket = socketRef.current;
    const outbox = outboxRef.current;
    const current = userRef.current;
    if (!socket?.connected || !outbox || !current) return Promise.resolve(false);
    if (message.messageType === 'text' && !message.content.trim()) return Promise.resolve(false);
    // P1 §7's message shape; the server keeps only the type, the text and the image URL (and the outbox's id).
    const author = {
      userId: current.id,
      username: current.username || 'Anonymous',
      isAdmin: current.isAdmin,
      timestamp: new Date().toISOString(),
    };
    return new Promise((resolve) => {
      outbox.send(
        message.messageType === 'text'
          ? { ...author, messageType: 'text', content: message.content.trim(), imageUrl: null }
          : { ...author, messageType: 'image', content: '', imageUrl: message.imageUrl },
        (answer) => {
          if (!answer) console.warn('match chat: no answer to a sent message');
          else if (!answer.ok) console.warn('match chat: message refused:', answer.message);
          resolve(Boolean(answer?.ok));
        },
      );
    });
  }, []);

  return { messages, connection, historyReady, refusal, send };
}
