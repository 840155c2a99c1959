/**
 * The staff desk's navigation, in order. Each remote owns the staff pages of its domain (DESIGN §3): an entry of
 * another remote (payouts, disputes, tournaments) is one more line here, and its link crosses over with AppLink.
 */
export const STAFF_NAV: readonly { key: string; href: string }[] = [
  { key: 'tickets', href: '/staff/tickets' },
];
