import type { BugReportStatus } from '@arena/contract';
import { Heading, Skeleton, toast, usePageTitle } from '@arena/shared-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { TicketConversation } from '../../../components/ticket-conversation';
import { TicketDetailsPanel } from '../../../components/ticket-details-panel';
import { TicketReplyBox } from '../../../components/ticket-reply-box';
import { useTicketUpdates } from '../../../hooks/use-ticket-updates';
import { logTicketFailure, TICKET_STATUSES } from '../../../utils/tickets';
import { staffTicketQueryKey, useStaffTicket } from '../api/get-staff-ticket';
import { useReplyAsStaff } from '../api/reply-as-staff';
import { useSetTicketStatus } from '../api/set-ticket-status';
import { STAFF_NAMESPACE } from '../i18n';

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  align-items: start;
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Select = styled.select`
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const Inline = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const StatusControl = styled(Inline)`
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

const Back = styled(Link)`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function StatusOptions() {
  const { t } = useTranslation('account');
  return (
    <>
      {TICKET_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`tickets.status.${status}`)}
        </option>
      ))}
    </>
  );
}

/** /staff/tickets/{id}: the conversation, a Support Staff reply with an optional new status, and the status. */
export function StaffTicketPage() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const { ticketId = '' } = useParams();
  const ticket = useStaffTicket(ticketId);
  const reply = useReplyAsStaff(ticketId);
  const setStatus = useSetTicketStatus(ticketId);
  const [replyStatus, setReplyStatus] = useState<BugReportStatus | ''>('');
  const statusId = useId();
  const replyStatusId = useId();
  const queryClient = useQueryClient();
  // The player's replies (and other staff's changes) show at once (the API's `ticket_updated`), without a reload.
  useTicketUpdates(
    ticketId,
    () => void queryClient.invalidateQueries({ queryKey: staffTicketQueryKey(ticketId) }),
  );
  usePageTitle(ticket.data?.title ?? t('ticket.title'));

  useEffect(() => {
    if (ticket.error) logTicketFailure('Error Getting Ticket', ticket.error);
  }, [ticket.error]);

  const back = <Back to="/staff/tickets">{t('ticket.back')}</Back>;
  if (!ticket.data) {
    return (
      <section aria-busy={ticket.isPending}>
        {back}
        <Heading>{t('ticket.title')}</Heading>
        {ticket.isPending && <Skeleton $height="240px" />}
      </section>
    );
  }
  const report = ticket.data;
  const player = report.player ? `${report.player.gameName}#${report.player.tagLine}` : null;

  return (
    <section>
      {back}
      <Heading>{report.title}</Heading>
      <Body>
        <div>
          <TicketConversation report={report} userLabel={player ?? report.userName ?? t('ticket.visitor')} />
          <TicketReplyBox
            sending={reply.isPending}
            onSend={(content) =>
              reply
                .mutateAsync({ content, ...(replyStatus ? { status: replyStatus } : {}) })
                .then(() => setReplyStatus(''))
                .catch((error: unknown) => {
                  logTicketFailure('Error Sending Response', error);
                  toast.error(t('ticket.replyFailed'));
                  throw error;
                })
            }
          >
            <Inline htmlFor={replyStatusId}>
              {t('ticket.replyStatus')}
              <Select
                id={replyStatusId}
                value={replyStatus}
                onChange={(event) => setReplyStatus(event.target.value as BugReportStatus | '')}
              >
                <option value="">{t('ticket.keepStatus')}</option>
                <StatusOptions />
              </Select>
            </Inline>
          </TicketReplyBox>
        </div>
        <div>
          <TicketDetailsPanel
            report={report}
            extra={
              <div>
                <dt>{t('ticket.player')}</dt>
                <dd>{player ?? t('ticket.anonymous')}</dd>
              </div>
            }
          />
          <StatusControl htmlFor={statusId}>
            {t('ticket.setStatus')}
            <Select
              id={statusId}
              value={report.status}
              disabled={setStatus.isPending}
              onChange={(event) =>
                setStatus.mutate(event.target.value as BugReportStatus, {
                  onSuccess: () => toast.success(t('ticket.statusSaved')),
                  onError: (error) => {
                    logTicketFailure('Failed to set the ticket status', error);
                    toast.error(t('ticket.statusFailed'));
                  },
                })
              }
            >
              <StatusOptions />
            </Select>
          </StatusControl>
        </div>
      </Body>
    </section>
  );
}
