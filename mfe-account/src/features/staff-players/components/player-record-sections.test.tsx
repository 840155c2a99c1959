import type { PlayerRecord, User } from '@arena/contract';
import { formatCurrency, formatNumber } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit, type MockRoute } from '@arena/shared-kit/testing';
import { screen, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { setSession } from '../../../testing/render';
import {
  ADMIN_PLAYER,
  moderatedDetail,
  playerRecord,
  staffAdmin,
  staffSupport,
} from '../../../testing/staff-fixtures';

const CUP = { id: 'c1', name: { en: 'Founders Cup', ar: 'كأس المؤسسين' } };

const FULL_RECORD: PlayerRecord = playerRecord({
  registrations: [
    {
      id: 'r1',
      tournament: CUP,
      team: null,
      status: 'checked-in',
      disqualifiedAt: null,
      registeredAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  matches: [
    {
      id: 'm1',
      kind: 'ladder',
      tournament: CUP,
      opponent: 'Rival#REC',
      result: 'win',
      at: '2026-11-02T10:00:00.000Z',
    },
  ],
  tickets: [
    {
      id: 't9',
      subject: 'Where is my prize?',
      type: 'billing-question',
      status: 'open',
      createdAt: '2026-11-03T10:00:00.000Z',
    },
  ],
  transactions: [
    {
      id: 'p1',
      date: '2026-11-04T10:00:00.000Z',
      description: { en: 'Founders Cup — 1st place prize', ar: 'كأس المؤسسين — جائزة المركز الأول' },
      amount: 500,
      currency: 'USD',
      status: 'Completed',
      tournamentId: 'c1',
      position: 1,
      paymentMethod: 'bank_transfer',
      reference: 'TRF-1',
      notes: null,
    },
  ],
  payoutMethods: [
    {
      method: 'bank_transfer',
      preferred: true,
      accountHolderName: 'Falcon Player',
      bankName: 'Al Rajhi Bank',
      iban: 'SA** **** **** **** **** 7519',
      swift: 'RJHISARI',
      currency: 'SAR',
    },
  ],
  rewardCodes: [
    {
      id: 'rc1',
      type: 'hextech_chest',
      source: 'tournament',
      tournament: CUP,
      grantedAt: '2026-11-05T10:00:00.000Z',
      maskedCode: '****-****-****-JK23',
    },
  ],
  ledger: [
    {
      id: 'l1',
      source: 'match',
      xp: 1250,
      loyaltyPoints: 10,
      reason: null,
      at: '2026-11-06T10:00:00.000Z',
    },
  ],
  linkedAccounts: [{ provider: 'discord', connectedAt: '2026-11-07T10:00:00.000Z' }],
  audit: [
    {
      id: 'a1',
      staff: ADMIN_PLAYER,
      action: 'player.ban',
      record: { type: 'users', id: 'f1' },
      at: '2026-11-08T10:00:00.000Z',
    },
  ],
});

const TEXT = {
  en: {
    sections: [
      'Registrations',
      'Matches and results',
      'Tickets',
      'Payouts',
      'Payout methods',
      'Reward codes',
      'XP and loyalty points',
      'Linked accounts',
      'Audit entries',
    ],
    none: 'None yet.',
    checkedIn: 'Checked in',
    won: 'Won',
    completed: 'Completed',
    preferred: 'Preferred',
    chest: 'Hextech Chest',
    match: 'Match',
    discord: 'Discord',
    banned: 'Player banned',
    ban: 'Ban Player',
    fullLog: "Open the player's full audit history",
    loadFailed: "The player's record could not be loaded",
  },
  ar: {
    sections: [
      'التسجيلات',
      'المباريات والنتائج',
      'التذاكر',
      'الدفعات',
      'طرق استلام الجوائز',
      'رموز المكافآت',
      'نقاط الخبرة والولاء',
      'الحسابات المرتبطة',
      'سجل الإجراءات',
    ],
    none: 'لا شيء بعد.',
    checkedIn: 'تم تأكيد الحضور',
    won: 'فوز',
    completed: 'مكتملة',
    preferred: 'المفضّلة',
    chest: 'صندوق هكستك',
    match: 'مباراة',
    discord: 'ديسكورد',
    banned: 'حظر لاعب',
    ban: 'احظر اللاعب',
    fullLog: 'افتح سجل التدقيق الكامل للاعب',
    loadFailed: 'تعذّر تحميل سجل اللاعب',
  },
} as const;

const LOCALES = ['en', 'ar'] as const;

/** `/staff/players/f1` for `user` (support unless said), its record answered by `record`. */
async function renderFalcon(locale: 'en' | 'ar', record: MockRoute, user: User = staffSupport) {
  setSession(user);
  mockApi({
    'GET /v1/user/me': { body: { user } },
    'GET /v1/admin/players/f1': { body: { data: moderatedDetail() } },
    'GET /v1/admin/players/f1/record': record,
  });
  await renderWithKit(<AccountRoutes />, locale, { path: '/staff/players/f1' });
  await screen.findByRole('heading', { level: 1, name: 'Falcon#MENA' });
}

/** The section whose heading is `name`. */
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => resetKit('en'));

describe("a player's record on /staff/players/{id}", () => {
  it.each(LOCALES)(
    'shows a section for each list with its rows, masked as the API sent them (%s)',
    async (locale) => {
      const text = TEXT[locale];
      await renderFalcon(locale, { body: { data: FULL_RECORD } }, staffAdmin);
      const [registrations, matches, tickets, payouts, methods, codes, ledger, linked, audit] = text.sections;
      expect(await screen.findByRole('heading', { level: 2, name: registrations })).toBeInTheDocument();

      const registration = within(section(registrations!)).getByRole('table');
      expect(within(registration).getByText(CUP.name[locale])).toBeInTheDocument();
      expect(within(registration).getByText(text.checkedIn)).toBeInTheDocument();

      expect(within(section(matches!)).getByText('Rival#REC')).toBeInTheDocument();
      expect(within(section(matches!)).getByText(text.won)).toBeInTheDocument();

      expect(within(section(tickets!)).getByRole('link', { name: 'Where is my prize?' })).toHaveAttribute(
        'href',
        '/staff/tickets/t9',
      );

      expect(within(section(payouts!)).getByText(formatCurrency(500, 'USD', locale))).toBeInTheDocument();
      expect(within(section(payouts!)).getByText(text.completed)).toBeInTheDocument();

      expect(within(section(methods!)).getByText('SA** **** **** **** **** 7519')).toBeInTheDocument();
      expect(within(section(methods!)).getByText(text.preferred)).toBeInTheDocument();

      expect(within(section(codes!)).getByText('****-****-****-JK23')).toBeInTheDocument();
      expect(within(section(codes!)).getByText(text.chest)).toBeInTheDocument();

      expect(within(section(ledger!)).getByText(text.match)).toBeInTheDocument();
      expect(within(section(ledger!)).getByText(formatNumber(1250, locale))).toBeInTheDocument();

      expect(within(section(linked!)).getByText(text.discord)).toBeInTheDocument();

      expect(within(section(audit!)).getByText(text.banned)).toBeInTheDocument();
      expect(within(section(audit!)).getByText('ArenaAdmin#STAFF')).toBeInTheDocument();
      expect(within(section(audit!)).getByRole('link', { name: text.fullLog })).toHaveAttribute(
        'href',
        '/staff/audit?recordType=users&recordId=f1',
      );
    },
  );

  it.each(LOCALES)(
    'says "None yet" for each empty list; support gets no audit log link (%s)',
    async (locale) => {
      const text = TEXT[locale];
      await renderFalcon(locale, { body: { data: playerRecord() } });
      await screen.findByRole('heading', { level: 2, name: text.sections[0] });
      for (const name of text.sections) {
        expect(within(section(name)).getByText(text.none)).toBeInTheDocument();
        expect(within(section(name)).queryByRole('table')).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('link', { name: text.fullLog })).not.toBeInTheDocument();
    },
  );

  it('shows the ban controls while the record is still loading', async () => {
    await renderFalcon('en', { pending: true });
    expect(screen.getByRole('button', { name: TEXT.en.ban })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TEXT.en.sections[0] })).not.toBeInTheDocument();
  });

  it('says when the record could not be loaded, the ban controls still there', async () => {
    await renderFalcon('en', { status: 500, body: { code: 5000, message: 'Internal error' } });
    expect(await screen.findByText(TEXT.en.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.en.ban })).toBeInTheDocument();
  });
});
