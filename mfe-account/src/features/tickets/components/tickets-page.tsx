import type { BugReport, BugType } from '@arena/contract';
import {
  Button,
  Card,
  EmptyState,
  formatDate,
  Heading,
  Muted,
  Pager,
  Skeleton,
  usePageTitle,
} from '@arena/shared-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TicketStatusBadge } from '../../../components/ticket-status-badge';
import { logTicketFailure, shortTicketId } from '../../../utils/tickets';
import { useMyTickets } from '../api/get-my-tickets';
import { TICKETS_NAMESPACE } from '../i18n';
import { NewTicketDialog } from './new-ticket-dialog';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Card).attrs({ as: 'article' })`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-size: 1rem;
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 1.25rem;
`;

const Preview = styled(Muted)`
  margin-block: ${({ theme }) => theme.space(1)};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  a {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** An icon per problem type, so the list reads at a glance. */
const TYPE_ICONS: Record<BugType, string> = {
  'technical-issue': '🛠️',
  'account-issue': '👤',
  'billing-question': '💳',
  'website-bug': '🐞',
  'battle-pass-bug': '🎟️',
  'tournament-bug': '🏆',
  other: '💬',
};

function TicketRow({ ticket }: { ticket: Omit<BugReport, 'messages'> }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { t: tAccount } = useTranslation('account');
  return (
    <li>
      <Row data-testid="ticket-row">
        <Icon role="img" aria-label={tAccount(`tickets.type.${ticket.bugType}`)}>
          {TYPE_ICONS[ticket.bugType]}
        </Icon>
        <div>
          <h2>
            {ticket.title}
            <TicketStatusBadge status={ticket.status} />
          </h2>
          <Preview>{ticket.description}</Preview>
          <Footer>
            <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt)}</time>
            <span>{t('list.shortId', { id: shortTicketId(ticket._id) })}</span>
            <Link to={`/ticket/${ticket._id}`} aria-label={t('list.viewDetailsOf', { title: ticket.title })}>
              {t('list.viewDetails')}
            </Link>
          </Footer>
        </div>
      </Row>
    </li>
  );
}

/** /account/tickets (P2 §2): the player's tickets, 10 a page, and the New Ticket modal. */
export function TicketsPage() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  usePageTitle(t('list.title'));
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const tickets = useMyTickets(page);

  useEffect(() => {
    if (tickets.error) logTicketFailure('Failed to load tickets', tickets.error);
  }, [tickets.error]);

  const newTicket = <Button onClick={() => setCreating(true)}>{t('list.newTicket')}</Button>;
  const reports = tickets.data?.reports ?? [];

  return (
    <section>
      <Header>
        <Heading>{t('list.title')}</Heading>
        {reports.length > 0 && newTicket}
      </Header>
      {tickets.isPending ? (
        <List aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2].map((key) => (
            <li key={key}>
              <Skeleton $height="96px" />
            </li>
          ))}
        </List>
      ) : reports.length === 0 ? (
        <EmptyState title={t('list.empty')} action={newTicket} />
      ) : (
        <>
          <List aria-label={t('list.title')}>
            {reports.map((ticket) => (
              <TicketRow key={ticket._id} ticket={ticket} />
            ))}
          </List>
          <Pager
            page={tickets.data?.pagination.currentPage ?? page}
            pages={tickets.data?.pagination.totalPages ?? 1}
            onPage={setPage}
          />
        </>
      )}
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
