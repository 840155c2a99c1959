import { canCloseTicket, canReplyToTicket, isSendableReply, pagerItems, shortTicketId } from './tickets';

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

  it('numbers the pager pages, with gaps when there are many', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
