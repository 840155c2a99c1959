import type { OrganizerMatch, OrganizerTournament } from '@arena/contract';
import { mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeOrganizerTournament } from '../../../../testing/fixtures';
import { useOrganizerTournament } from '../../api/get-organizer-tournament';
import { MatchDesk } from './match-desk';

/*
 * Reversing the automatic forfeit of a final (issue 33): the API takes back the prizes the final paid, unless one
 * was paid out already — then it refuses with `prizePaidOut`, which the desk names in the page's language (the
 * place, the amount and where the money went), never in the server's English.
 */

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => resetKit());

const TEXT = {
  en: {
    actionsFinal: /^Actions for Final/,
    reverse: 'Reverse forfeit',
    reverseTitle: /^Reverse the no-show forfeit: Gulf Sharks vs Falcons/,
    note: 'Note',
    finalPrizes: /For a final, the prizes its result awarded are withdrawn until it is decided again/,
    paidToBank:
      "The place 1 prize (1,000 USD) has already been paid out to the winner's bank account and cannot be taken back: this final can no longer be reversed.",
    paidToWallet:
      "The place 2 prize (400 USD) has already been paid out to the winner's PayPal wallet and cannot be taken back: this final can no longer be reversed.",
  },
  ar: {
    actionsFinal: /^الإجراءات: النهائي/,
    reverse: 'إلغاء الانسحاب',
    reverseTitle: /^إلغاء الانسحاب لعدم الحضور: Gulf Sharks ضد Falcons/,
    note: 'ملاحظة',
    finalPrizes: /وفي النهائي تُسحب الجوائز التي منحتها نتيجته إلى أن يُحسم من جديد/,
    paidToBank:
      'صُرفت جائزة المركز ١ (١٬٠٠٠ USD) إلى الحساب المصرفي للفائز ولا يمكن استردادها: لم يعد بالإمكان إلغاء انسحاب هذا النهائي.',
    paidToWallet:
      'صُرفت جائزة المركز ٢ (٤٠٠ USD) إلى محفظة PayPal للفائز ولا يمكن استردادها: لم يعد بالإمكان إلغاء انسحاب هذا النهائي.',
  },
} as const;

type Side = NonNullable<OrganizerMatch['opponent1']>;
const side = (registrationId: string, name: string, extra: Partial<Side> = {}): Side => ({
  registrationId,
  name,
  result: null,
  score: null,
  forfeit: false,
  disqualified: false,
  ...extra,
});
const SHARKS = side('r-sharks', 'Gulf Sharks');
const HAWKS = side('r-hawks', 'Desert Hawks');
const FALCONS = side('r-falcons', 'Falcons');
const NILE = side('r-nile', 'Nile Kings');

const match = (overrides: Partial<OrganizerMatch> & Pick<OrganizerMatch, 'id'>): OrganizerMatch => ({
  stage: 'main',
  group: 1,
  round: 1,
  number: 1,
  status: 'completed',
  opponent1: null,
  opponent2: null,
  scheduledTime: null,
  noShow: null,
  stream: null,
  ...overrides,
});

/** A four-team cup whose final Falcons lost by the no-show pass's forfeit. */
const MATCHES: OrganizerMatch[] = [
  match({ id: 11, opponent1: { ...SHARKS, result: 'win' }, opponent2: { ...HAWKS, result: 'loss' } }),
  match({
    id: 12,
    number: 2,
    opponent1: { ...FALCONS, result: 'win' },
    opponent2: { ...NILE, result: 'loss' },
  }),
  match({
    id: 13,
    round: 2,
    opponent1: { ...SHARKS, result: 'win' },
    opponent2: { ...FALCONS, forfeit: true },
    scheduledTime: '2026-12-07T16:00:00.000Z',
    noShow: { state: 'forfeited', absentSide: 2, at: '2026-12-07T16:10:00.000Z' },
  }),
];

const RUNNING: Partial<OrganizerTournament> = {
  lifecycle: 'published',
  published_at: '2026-11-21T10:00:00.000Z',
  status: 'in-progress',
  bracket_started: true,
};

function Desk() {
  const tournament = useOrganizerTournament('t1');
  return tournament.data ? <MatchDesk tournament={tournament.data} /> : <p>loading</p>;
}

const paidOut = (position: number, amount: number, method: string | null) => ({
  status: 409,
  body: {
    code: 4090,
    message: 'A prize of this tournament has been paid out: it cannot be taken back',
    details: { reason: 'prizePaidOut', position, amount, currency: 'USD', method },
  },
});

describe.each(['en', 'ar'] as const)('reversing a forfeited final (%s)', (locale) => {
  const text = TEXT[locale];

  it("warns of the final's prizes, names the prize already paid out in the page language, and keeps the dialog open", async () => {
    const answers = [paidOut(1, 1000, 'bank_transfer'), paidOut(2, 400, 'paypal')];
    const sent: unknown[] = [];
    signInAs({ id: 'o1', displayName: 'Arena Organizer', staffRoles: ['organizer'] });
    mockApi({
      'GET /v1/admin/tournaments/t1': { body: { data: makeOrganizerTournament(RUNNING) } },
      'GET /v1/admin/tournaments/t1/matches': { body: { data: MATCHES } },
      'PATCH /v1/admin/matches/13': ({ body }) => {
        sent.push(body);
        return answers.shift()!;
      },
    });
    await renderWithKit(<Desk />, locale, { path: '/staff/tournaments/t1/run' });

    fireEvent.click(await screen.findByRole('button', { name: text.actionsFinal }));
    fireEvent.click(screen.getByRole('menuitem', { name: text.reverse }));
    const dialog = await screen.findByRole('dialog', { name: text.reverseTitle });
    // The dialog says what reversing a final does to its prizes.
    expect(within(dialog).getByText(text.finalPrizes)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(text.note), {
      target: { value: 'Lobby events were late' },
    });
    const submit = within(dialog).getByRole('button', { name: text.reverse });

    fireEvent.click(submit);
    expect(await within(dialog).findByText(text.paidToBank)).toBeInTheDocument();
    fireEvent.click(submit);
    expect(await within(dialog).findByText(text.paidToWallet)).toBeInTheDocument();
    expect(sent).toEqual([
      { action: 'reverseForfeit', note: 'Lobby events were late' },
      { action: 'reverseForfeit', note: 'Lobby events were late' },
    ]);
    // The server's English is never shown.
    expect(screen.queryByText(/cannot be taken back$/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: text.reverseTitle })).toBeInTheDocument();
  });
});
