import type { BugReport } from '@arena/contract';
import { formatDateTime } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Scroll = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-block-size: 600px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
`;

const Bubble = styled.li<{ $staff: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $staff }) => ($staff ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $staff }) => ($staff ? `${theme.colors.accent}14` : theme.colors.surfaceRaised)};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StaffTag = styled.span`
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.75rem;
  font-weight: 700;
`;

const Attachment = styled.a`
  display: inline-block;
  margin-block-start: ${({ theme }) => theme.space(3)};
  img,
  video {
    display: block;
    max-inline-size: min(100%, 420px);
    max-block-size: 320px;
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

/**
 * A ticket's conversation (P2 §2): the original description and screenshot (a click opens it in a new tab), then
 * the messages, Support Staff ones with the Staff tag. At most 600 px tall; it scrolls beyond.
 */
export function TicketConversation({ report, userLabel }: { report: BugReport; userLabel: string }) {
  const { t } = useTranslation('account');
  const isVideo = report.screenshotUrl?.endsWith('.mp4') ?? false;
  return (
    <Scroll aria-label={t('tickets.conversation')}>
      <Bubble $staff={false} data-testid="ticket-message" data-sender="user">
        <Meta>
          <strong>{userLabel}</strong>
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </Meta>
        <p>{report.description}</p>
        {report.screenshotUrl && (
          <Attachment href={report.screenshotUrl} target="_blank" rel="noopener noreferrer">
            {isVideo ? (
              <video src={report.screenshotUrl} muted aria-label={t('tickets.screenshot')} />
            ) : (
              <img src={report.screenshotUrl} alt={t('tickets.screenshot')} />
            )}
          </Attachment>
        )}
      </Bubble>
      {report.messages.map((message) => {
        const staff = message.sender === 'admin';
        return (
          <Bubble key={message._id} $staff={staff} data-testid="ticket-message" data-sender={message.sender}>
            <Meta>
              <strong>{staff ? t('tickets.supportStaff') : userLabel}</strong>
              {staff && <StaffTag>{t('tickets.staffTag')}</StaffTag>}
              <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
            </Meta>
            <p>{message.content}</p>
          </Bubble>
        );
      })}
    </Scroll>
  );
}
