import { Button } from '@arena/shared-kit';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isSendableReply } from '../utils/tickets';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
  }
  textarea {
    min-block-size: 96px;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The reply box of a ticket: Send stays disabled while the text is empty or blank and while sending (P2 §5);
 * the text is cleared once `onSend` resolves. `children` adds controls beside Send (the staff status select).
 */
export function TicketReplyBox({
  onSend,
  sending,
  children,
}: {
  onSend: (content: string) => Promise<unknown>;
  sending: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSendableReply(text) || sending) return;
    onSend(text.trim()).then(
      () => setText(''),
      () => undefined,
    );
  };
  return (
    <Form onSubmit={submit}>
      <label htmlFor={id}>{t('tickets.reply.label')}</label>
      <textarea
        id={id}
        value={text}
        placeholder={t('tickets.reply.placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <Actions>
        {children}
        <Button type="submit" disabled={!isSendableReply(text) || sending}>
          {sending ? t('tickets.reply.sending') : t('tickets.reply.send')}
        </Button>
      </Actions>
    </Form>
  );
}
