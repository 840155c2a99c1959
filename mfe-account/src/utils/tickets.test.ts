import { canCloseTicket, canReplyToTicket, isSendableReply, shortTicketId } from './tickets';

describe('ticket rules', () => {
  it('shows the first 8 characters of an id', () => {
    expect(shortTicketId('3f2a9c1e-1111-4222-8333-444455556666')).toBe('3f2a9c1e');
  });

  it('closes only open and in-progress tickets, replies to all but closed and fixed ones', () => {
    expect(['open', 'in-progress'].every((s) => canCloseTicket(s as 'open'))).toBe(true);
    for (const status of ['closed', 'fixed', 'rejected', 'duplicate', 'pending'] as const) {
      expect(canCloseTicket(status)).toBe(false);
    }
    expect(canReplyToTicket('closed')).toBe(false);
    expect(canReplyToTicket('fixed')).toBe(false);
    for (const status of ['open', 'in-progress', 'rejected', 'duplicate', 'pending'] as const) {
      expect(canReplyToTicket(status)).toBe(true);
    }
  });

  it('refuses empty and whitespace-only replies', () => {
    expect(isSendableReply('')).toBe(false);
    expect(isSendableReply('  \n\t ')).toBe(false);
    expect(isSendableReply(' ok ')).toBe(true);
  });
});
