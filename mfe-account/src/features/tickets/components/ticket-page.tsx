import { Button, ConfirmDialog, formatDate, Heading, Muted, Skeleton, usePageTitle } from '@arena/shared-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { TicketConversation } from '../../../components/ticket-conversation';
import { TicketDetailsPanel } from '../../../components/ticket-details-panel';
import { TicketReplyBox } from '../../../components/ticket-reply-box';
import { TicketStatusBadge } from '../../../components/ticket-status-badge';
import { useTicketUpdates } from '../../../hooks/use-ticket-updates';
import { canCloseTicket, canReplyToTicket, logTicketFailure, shortTicketId } from '../../../utils/tickets';
import { useCloseTicket } from '../api/close-ticket';
import { ticketQueryKey, useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { TICKETS_NAMESPACE } from '../i18n';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  h1 {
    margin-block: 0 ${({ theme }) => theme.space(2)};
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  align-items: start;
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function TicketScreen({ id }: { id: string }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const ticket = useTicket(id);
  const reply = useReplyToTicket(id);
  const closeTicket = useCloseTicket(id);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  // Staff replies and status changes show at once (the API's `ticket_updated`), without a reload.
  useTicketUpdates(id, () => void queryClient.invalidateQueries({ queryKey: ticketQueryKey(id) }));
  usePageTitle(ticket.data?.title ?? t('detail.title'));

  useEffect(() => {
    if (ticket.error) logTicketFailure('Error Getting Ticket', ticket.error);
  }, [ticket.error]);

  const back = <Back to="/account/tickets">{t('detail.back')}</Back>;
  if (ticket.isPending) {
    return (
      <section aria-busy="true">
        {back}
        <Heading>{t('detail.title')}</Heading>
        <Skeleton $height="240px" />
      </section>
    );
  }
  if (!ticket.data) {
    return (
      <section>
        {back}
        <Heading>{t('detail.title')}</Heading>
      </section>
    );
  }

  const report = ticket.data;
  const close = () =>
    closeTicket.mutate(t('detail.closedByUser'), {
      onSuccess: () => setConfirming(false),
      onError: (error) => {
        setConfirming(false);
        logTicketFailure('Error Closing Ticket', error);
      },
    });

  return (
    <section>
      {back}
      <Header>
        <div>
          <Heading>{report.title}</Heading>
          <Facts>
            <TicketStatusBadge status={report.status} />
            <span>{t('list.shortId', { id: shortTicketId(report._id) })}</span>
            <time dateTime={report.createdAt}>
              {t('detail.createdOn', { date: formatDate(report.createdAt) })}
            </time>
          </Facts>
        </div>
        {canCloseTicket(report.status) && (
          <Button $variant="danger" onClick={() => setConfirming(true)}>
            {t('detail.close')}
          </Button>
        )}
      </Header>
      <Body>
        <div>
          <TicketConversation report={report} userLabel={report.userName ?? t('detail.you')} />
          {canReplyToTicket(report.status) ? (
            <TicketReplyBox
              sending={reply.isPending}
              onSend={(content) =>
                reply.mutateAsync(content).catch((error: unknown) => {
                  logTicketFailure('Error Sending Response', error);
                  throw error;
                })
              }
            />
          ) : (
            <Muted>{t('detail.repliesClosed')}</Muted>
          )}
        </div>
        <TicketDetailsPanel report={report} />
      </Body>
      <ConfirmDialog
        open={confirming}
        title={t('detail.confirmTitle')}
        message={t('detail.confirmMessage')}
        confirmLabel={t('detail.close')}
        tone="danger"
        busy={closeTicket.isPending}
        onConfirm={close}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** /ticket/{id} (P2 §2): a ticket's conversation, reply box and side panel; without an id, the list. */
export function TicketPage() {
  const { ticketId } = useParams();
  if (!ticketId) return <Navigate to="/account/tickets" replace />;
  return <TicketScreen key={ticketId} id={ticketId} />;
}
