import { staffMayUse, type StaffRole } from '@arena/contract/rules';
import {
  Button,
  toast,
  useSession,
  VisuallyHidden,
  type ChatMatchType,
  type ChatMessage,
} from '@arena/shared-kit';
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { ChatNotice, ChatStatus } from '../../../components/chat/chat-connection';
import { ChatMessageList } from '../../../components/chat/chat-message-list';
import { uploadChatImage } from '../api/upload-chat-image';
import { useMatchChat } from '../hooks/use-match-chat';
import { MATCH_CHAT_NAMESPACE } from '../i18n';
import { chatImageProblem } from '../utils/chat-image';
import { ChatMessageItem } from './chat-message-item';
import { ImageViewer } from './image-viewer';

/** Longest message the server stores (characters). */
const MESSAGE_MAX = 1000;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-block-size: 360px;
  max-block-size: 560px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

/** The staff roles whose chat messages are badged as staff (admins always are): the ones that settle disputes. */
const CHAT_STAFF_ROLES: readonly StaffRole[] = ['organizer', 'support'];

const Status = styled(ChatStatus)`
  font-size: 0.85rem;
`;

export interface MatchChatPanelProps {
  tournamentId: string;
  matchId: string | number;
  matchType: ChatMatchType;
}

/**
 * The match chat (P1 §2 "Match chat panel"): the match's messages, own ones at the inline end, admins' with an
 * Admin badge and a highlighted border; text (Enter sends, blank never sent) and image messages (images only,
 * at most 5 MB, checked before upload); a click on an image opens it full screen. Everything is disabled while
 * the socket is disconnected. Shown to signed-in users only (the server lets only the players and admins in).
 */
export function MatchChatPanel({ tournamentId, matchId, matchType }: MatchChatPanelProps) {
  const { t } = useTranslation(MATCH_CHAT_NAMESPACE);
  const user = useSession((state) => state.user);
  const chatUser = useMemo(
    () =>
      user
        ? {
            id: user.id,
            username: user.gameName || user.displayName,
            isAdmin: staffMayUse(user.staffRoles, CHAT_STAFF_ROLES),
          }
        : null,
    [user],
  );
  const { messages, connection, historyReady, refusal, send } = useMatchChat(
    String(matchId),
    matchType,
    chatUser,
  );
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [viewed, setViewed] = useState<ChatMessage | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const titleId = useId();

  if (!chatUser) return null;
  const online = connection === 'online' && !refusal;

  const sendText = async (text: string) => {
    setSending(true);
    const stored = await send({ messageType: 'text', content: text.trim() });
    setSending(false);
    if (stored) setDraft('');
  };

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = chatImageProblem(file);
    if (problem) {
      toast.error(t(problem === 'tooLarge' ? 'imageTooLarge' : 'notImage'));
      return;
    }
    setUploading(true);
    try {
      const imageUrl = await uploadChatImage(String(matchId), matchType, file);
      await send({ messageType: 'image', imageUrl });
    } catch (error) {
      console.warn('match chat upload failed:', error);
      toast.error(t('uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  let notice: string | null = null;
  if (refusal) notice = t(refusal);
  else if (!historyReady) notice = t('loadingHistory');

  return (
    <Panel aria-labelledby={titleId} data-testid="match-chat-panel" data-tournament-id={tournamentId}>
      <Header>
        <h2 id={titleId}>{t('title')}</h2>
        <Status role="status" $online={online} $offlineColor="danger">
          {connection === 'connecting' ? t('connecting') : t(online ? 'online' : 'offline')}
        </Status>
      </Header>
      {connection === 'offline' && !refusal && <ChatNotice role="status">{t('reconnecting')}</ChatNotice>}
      <ChatMessageList
        label={t('messages')}
        messages={messages}
        notice={notice}
        emptyText={t('empty')}
        renderMessage={(message) => (
          <ChatMessageItem
            key={message._id}
            message={message}
            own={message.userId === chatUser.id}
            onOpenImage={setViewed}
          />
        )}
      />
      <ChatComposer
        draft={draft}
        onDraftChange={setDraft}
        onSend={(text) => void sendText(text)}
        disabled={!online}
        sending={sending}
        maxLength={MESSAGE_MAX}
        labels={{ message: t('message'), placeholder: t('placeholder'), send: t('send') }}
      >
        <VisuallyHidden as="label" htmlFor={fileId}>
          {t('imageFile')}
        </VisuallyHidden>
        <VisuallyHidden
          as="input"
          ref={fileRef}
          id={fileId}
          type="file"
          accept="image/*"
          tabIndex={-1}
          disabled={!online || uploading}
          onChange={pickImage}
        />
        <Button
          $variant="secondary"
          aria-label={uploading ? t('uploading') : t('attachImage')}
          title={t('attachImage')}
          disabled={!online || uploading}
          onClick={() => fileRef.current?.click()}
        >
          <span aria-hidden="true">🖼</span>
        </Button>
      </ChatComposer>
      {viewed?.imageUrl && (
        <ImageViewer imageUrl={viewed.imageUrl} username={viewed.username} onClose={() => setViewed(null)} />
      )}
    </Panel>
  );
}
