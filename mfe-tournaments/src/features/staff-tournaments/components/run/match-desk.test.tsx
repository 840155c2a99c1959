import type { OrganizerMatch, OrganizerTournament } from '@arena/contract';
import {
  mockApi,
  renderWithKit,
  resetKit,
  signInAs,
  type MockAnswer,
  type MockRoute,
} from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeOrganizerTournament } from '../../../../testing/fixtures';
import { useOrganizerTournament } from '../../api/get-organizer-tournament';
import { MatchDesk } from './match-desk';

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
    title: 'Matches',
    semifinals: 'Semifinals',
    final: 'Final',
    thirdPlace: 'Third-place match',
    tbd: 'To be decided',
    ready: 'Ready',
    completed: 'Completed',
    waiting: 'Waiting',
    winner: 'Winner',
    actionsSemi1: 'Actions for Semifinals, match 1: Gulf Sharks vs Desert Hawks',
    actionsSemi2: 'Actions for Semifinals, match 2: Falcons vs Nile Kings',
    enterResult: 'Enter result',
    forfeit: 'Forfeit',
    resetResult: 'Reset result',
    setTime: 'Set time',
    resultTitle: 'Enter the result: Gulf Sharks vs Desert Hawks',
    forfeitTitle: 'Record a forfeit: Gulf Sharks vs Desert Hawks',
    resetTitle: 'Reset the result: Falcons vs Nile Kings',
    scheduleTitle: 'Set the time: Gulf Sharks vs Desert Hawks',
    winnerLegend: 'Winner',
    loserLegend: 'Side that forfeits',
    winnerScore: "Winner's score (optional)",
    loserScore: "Loser's score (optional)",
    note: 'Note',
    time: 'Match time',
    saveResult: 'Save result',
    recordForfeit: 'Record forfeit',
    reset: 'Reset result',
    saveTime: 'Save time',
    noteRequired: 'Write a note: the players read it.',
    chooseWinner: 'Choose the winner.',
    scoreOrder: "The winner's score must be above the loser's.",
    resultDone: 'Result saved. The bracket moved on and both sides were notified.',
    forfeitDone: 'Forfeit recorded. The bracket moved on and both sides were notified.',
    resetDone: 'Result reset. Both sides were notified.',
    timeDone: 'Time set. Both sides were notified.',
    matchDecided: 'This match already has a result: reset it first.',
    laterMatchPlayed: 'A later match has been played: this result can no longer be reset.',
    entrants: 'Entrants',
    disqualifyHawks: 'Disqualify Desert Hawks',
    disqualifyTitle: 'Disqualify Desert Hawks?',
    disqualify: 'Disqualify',
    disqualified: 'Disqualified',
    disqualifyDone: 'Desert Hawks was disqualified. Its remaining matches were forfeited.',
    complete: 'Complete tournament',
    completeTitle: 'Complete Ramadan Nights Cup?',
    completeMessage: 'The tournament ends now and its prizes are paid to the winners. This cannot be undone.',
    completeDone: 'Tournament completed. Prizes were paid.',
    completedNote: 'The tournament is complete: every match has been played.',
    left: '3 matches are still to be played.',
    bracketNotFinished: '1 match is still to be played: complete the tournament once it is.',
  },
  ar: {
    title: 'المباريات',
    semifinals: 'نصف النهائي',
    final: 'النهائي',
    thirdPlace: 'مباراة على المركز الثالث',
    tbd: 'يُحدَّد لاحقًا',
    ready: 'جاهزة',
    completed: 'منتهية',
    waiting: 'بانتظار الطرفين',
    winner: 'الفائز',
    actionsSemi1: 'الإجراءات: نصف النهائي، المباراة ١: Gulf Sharks ضد Desert Hawks',
    actionsSemi2: 'الإجراءات: نصف النهائي، المباراة ٢: Falcons ضد Nile Kings',
    enterResult: 'إدخال النتيجة',
    forfeit: 'تسجيل انسحاب',
    resetResult: 'إلغاء النتيجة',
    setTime: 'تحديد الموعد',
    resultTitle: 'إدخال نتيجة: Gulf Sharks ضد Desert Hawks',
    forfeitTitle: 'تسجيل انسحاب: Gulf Sharks ضد Desert Hawks',
    resetTitle: 'إلغاء نتيجة: Falcons ضد Nile Kings',
    scheduleTitle: 'تحديد موعد: Gulf Sharks ضد Desert Hawks',
    winnerLegend: 'الفائز',
    loserLegend: 'الطرف المنسحب',
    winnerScore: 'نتيجة الفائز (اختياري)',
    loserScore: 'نتيجة الخاسر (اختياري)',
    note: 'ملاحظة',
    time: 'موعد المباراة',
    saveResult: 'حفظ النتيجة',
    recordForfeit: 'تسجيل الانسحاب',
    reset: 'إلغاء النتيجة',
    saveTime: 'حفظ الموعد',
    noteRequired: 'اكتب ملاحظة: يقرؤها اللاعبون.',
    chooseWinner: 'اختر الفائز.',
    scoreOrder: 'يجب أن تكون نتيجة الفائز أعلى من نتيجة الخاسر.',
    resultDone: 'حُفظت النتيجة وتقدّمت شجرة المباريات وأُبلغ الطرفان.',
    forfeitDone: 'سُجّل الانسحاب وتقدّمت شجرة المباريات وأُبلغ الطرفان.',
    resetDone: 'أُلغيت النتيجة وأُبلغ الطرفان.',
    timeDone: 'حُدِّد الموعد وأُبلغ الطرفان.',
    matchDecided: 'لهذه المباراة نتيجة بالفعل: ألغِ النتيجة أولًا.',
    laterMatchPlayed: 'لُعبت مباراة لاحقة: لم يعد بالإمكان إلغاء هذه النتيجة.',
    entrants: 'المشاركون',
    disqualifyHawks: 'إقصاء Desert Hawks',
    disqualifyTitle: 'إقصاء Desert Hawks؟',
    disqualify: 'إقصاء',
    disqualified: 'مُقصى',
    disqualifyDone: 'أُقصي Desert Hawks واحتُسبت مبارياته المتبقية خسارة بالانسحاب.',
    complete: 'إكمال البطولة',
    completeTitle: 'إكمال كأس ليالي رمضان؟',
    completeMessage: 'تنتهي البطولة الآن وتُصرف جوائزها للفائزين. لا يمكن التراجع عن ذلك.',
    completeDone: 'اكتملت البطولة وصُرفت الجوائز.',
    completedNote: 'اكتملت البطولة: لُعبت جميع المباريات.',
    left: 'بقيت ٣ مباريات لم تُلعب.',
    bracketNotFinished: 'بقيت مباراة واحدة لم تُلعب: أكمل البطولة بعد لعبها.',
  },
} as const;

type Locale = keyof typeof TEXT;
const LOCALES = ['en', 'ar'] as const;

const ORGANIZER = { id: 'o1', displayName: 'Arena Organizer', staffRoles: ['organizer'] as const };

type Side = NonNullable<OrganizerMatch['opponent1']>;
const side = (registrationId: string | null, name: string | null, extra: Partial<Side> = {}): Side => ({
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
const TBD = side(null, null);

const match = (overrides: Partial<OrganizerMatch> & Pick<OrganizerMatch, 'id'>): OrganizerMatch => ({
  stage: 'main',
  group: 1,
  round: 1,
  number: 1,
  status: 'locked',
  opponent1: TBD,
  opponent2: TBD,
  scheduledTime: null,
  noShow: null,
  stream: null,
  ...overrides,
});

/** A four-team single elimination with a match for third place: one semi-final to play, one played. */
function cupMatches(): OrganizerMatch[] {
  return [
    match({
      id: 11,
      status: 'ready',
      opponent1: SHARKS,
      opponent2: HAWKS,
      scheduledTime: '2026-12-07T15:00:00.000Z',
    }),
    match({
      id: 12,
      number: 2,
      status: 'completed',
      opponent1: { ...FALCONS, result: 'win', score: 2 },
      opponent2: { ...NILE, result: 'loss', score: 0 },
    }),
    match({ id: 13, round: 2, status: 'waiting', opponent2: FALCONS }),
    match({ id: 14, group: 2, status: 'waiting', opponent2: NILE }),
  ];
}

/** Every match played. */
function playedMatches(): OrganizerMatch[] {
  const won = (entrant: Side, score: number) => ({ ...entrant, result: 'win' as const, score });
  const lost = (entrant: Side, score: number) => ({ ...entrant, result: 'loss' as const, score });
  return [
    match({ id: 11, status: 'completed', opponent1: won(SHARKS, 2), opponent2: lost(HAWKS, 1) }),
    match({ id: 12, number: 2, status: 'completed', opponent1: won(FALCONS, 2), opponent2: lost(NILE, 0) }),
    match({ id: 13, round: 2, status: 'completed', opponent1: won(SHARKS, 3), opponent2: lost(FALCONS, 2) }),
    match({ id: 14, group: 2, status: 'completed', opponent1: won(HAWKS, 1), opponent2: lost(NILE, 0) }),
  ];
}

const RUNNING: Partial<OrganizerTournament> = {
  lifecycle: 'published',
  published_at: '2026-11-21T10:00:00.000Z',
  status: 'in-progress',
  bracket_started: true,
};

/** The run page's desk as the page draws it: from the tournament's query, so a write that changes it shows. */
function Desk() {
  const tournament = useOrganizerTournament('t1');
  return tournament.data ? <MatchDesk tournament={tournament.data} /> : <p>loading</p>;
}

/** The desk of tournament t1 as an organizer, with the API's answers. */
async function renderDesk(locale: Locale, routes: Record<string, MockRoute>) {
  signInAs({ ...ORGANIZER, staffRoles: ['organizer'] });
  const api = mockApi({
    'GET /v1/admin/tournaments/t1': { body: { data: makeOrganizerTournament(RUNNING) } },
    'GET /v1/admin/tournaments/t1/matches': { body: { data: cupMatches() } },
    ...routes,
  });
  await renderWithKit(<Desk />, locale, { path: '/staff/tournaments/t1/run' });
  return api;
}

/** Opens a match's actions and picks one; answers the dialog it opens. */
async function chooseAction(actionsLabel: string, entry: string, dialogTitle: string) {
  fireEvent.click(await screen.findByRole('button', { name: actionsLabel }));
  fireEvent.click(screen.getByRole('menuitem', { name: entry }));
  return screen.findByRole('dialog', { name: dialogTitle });
}

const refusal = (reason: string, message: string, extra: Record<string, unknown> = {}) => ({
  status: 409,
  body: { code: 4090, message, details: { reason, ...extra } },
});

describe('the match desk', () => {
  it('shows nothing, and asks for no matches, before the bracket starts', async () => {
    signInAs({ ...ORGANIZER, staffRoles: ['organizer'] });
    const api = mockApi({
      'GET /v1/admin/tournaments/t1': {
        body: { data: makeOrganizerTournament({ ...RUNNING, bracket_started: false }) },
      },
    });
    await renderWithKit(<Desk />, 'en', { path: '/staff/tournaments/t1/run' });
    await waitFor(() => expect(screen.queryByText('loading')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls()).not.toContain('GET /v1/admin/tournaments/t1/matches');
  });

  it('says it is busy while the matches load', async () => {
    await renderDesk('en', { 'GET /v1/admin/tournaments/t1/matches': { pending: true } });
    await waitFor(() => expect(screen.queryByText('loading')).not.toBeInTheDocument());
    const busy = await waitFor(() => {
      const region = document.querySelector('[aria-busy="true"]');
      expect(region).not.toBeNull();
      return region!;
    });
    expect(busy.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it.each(LOCALES)(
    'lists the matches by round with their sides, statuses and actions (%s)',
    async (locale) => {
      const text = TEXT[locale];
      await renderDesk(locale, {});
      const semis = await screen.findByRole('list', { name: text.semifinals });
      const [first, second] = within(semis).getAllByRole('listitem');
      expect(within(first!).getByText('Gulf Sharks')).toBeInTheDocument();
      expect(within(first!).getByText('Desert Hawks')).toBeInTheDocument();
      expect(within(first!).getByText(text.ready)).toBeInTheDocument();
      expect(within(second!).getByText(text.completed)).toBeInTheDocument();
      expect(within(second!).getByText(text.winner)).toBeInTheDocument();
      expect(within(second!).getByText(locale === 'ar' ? '٢' : '2')).toBeInTheDocument();

      const final = screen.getByRole('list', { name: text.final });
      expect(within(final).getByText(text.tbd)).toBeInTheDocument();
      expect(within(final).getByText('Falcons')).toBeInTheDocument();
      expect(within(final).getByText(text.waiting)).toBeInTheDocument();
      expect(screen.getByRole('list', { name: text.thirdPlace })).toBeInTheDocument();
      // Rounds in bracket order.
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        text.semifinals,
        text.final,
        text.thirdPlace,
      ]);

      // Only what the status allows: a ready match is given a result, a time or a forfeit; a played one a reset.
      fireEvent.click(screen.getByRole('button', { name: text.actionsSemi1 }));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        text.setTime,
        text.enterResult,
        text.forfeit,
      ]);
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      fireEvent.click(screen.getByRole('button', { name: text.actionsSemi2 }));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([text.resetResult]);
    },
  );

  it.each(LOCALES)(
    'enters a result: a winner and a note are required, then the PATCH body and a toast (%s)',
    async (locale) => {
      const text = TEXT[locale];
      const sent: unknown[] = [];
      const api = await renderDesk(locale, {
        'PATCH /v1/admin/matches/11': ({ body }) => {
          sent.push(body);
          return { body: { data: match({ id: 11, status: 'completed' }) } };
        },
      });
      const dialog = await chooseAction(text.actionsSemi1, text.enterResult, text.resultTitle);
      const save = within(dialog).getByRole('button', { name: text.saveResult });

      fireEvent.click(save);
      expect(await within(dialog).findByText(text.chooseWinner)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(text.note)).toHaveAccessibleDescription(
        expect.stringContaining(text.noteRequired),
      );
      expect(within(dialog).getByRole('radio', { name: 'Gulf Sharks' })).toHaveFocus();

      const winnerGroup = within(dialog).getByRole('group', { name: text.winnerLegend });
      fireEvent.click(within(winnerGroup).getByRole('radio', { name: 'Gulf Sharks' }));
      fireEvent.change(within(dialog).getByLabelText(text.winnerScore), { target: { value: '1' } });
      fireEvent.change(within(dialog).getByLabelText(text.loserScore), { target: { value: '2' } });
      fireEvent.click(save);
      expect(await within(dialog).findByText(text.scoreOrder)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(text.note)).toHaveAttribute('aria-invalid', 'true');

      fireEvent.change(within(dialog).getByLabelText(text.winnerScore), { target: { value: '2' } });
      fireEvent.change(within(dialog).getByLabelText(text.loserScore), { target: { value: '1' } });
      fireEvent.click(save);
      expect(within(dialog).getByLabelText(text.note)).toHaveFocus();
      expect(sent).toEqual([]);

      fireEvent.change(within(dialog).getByLabelText(text.note), { target: { value: '  Played on LAN ' } });
      fireEvent.click(save);
      expect(await screen.findByText(text.resultDone)).toBeInTheDocument();
      expect(sent).toEqual([
        { action: 'result', winner: 'r-sharks', scores: { winner: 2, loser: 1 }, note: 'Played on LAN' },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The bracket moved on: the matches are asked for again.
      await waitFor(() =>
        expect(api.calls().filter((call) => call === 'GET /v1/admin/tournaments/t1/matches')).toHaveLength(2),
      );
    },
  );

  it.each(LOCALES)(
    "says a refusal in the page's words, whatever the server's English (%s)",
    async (locale) => {
      const text = TEXT[locale];
      let message = 'This match already has a result';
      const api = await renderDesk(locale, {
        'PATCH /v1/admin/matches/11': () => refusal('matchDecided', message),
      });
      const dialog = await chooseAction(text.actionsSemi1, text.enterResult, text.resultTitle);
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Desert Hawks' }));
      fireEvent.change(within(dialog).getByLabelText(text.note), { target: { value: 'No-show' } });
      fireEvent.click(within(dialog).getByRole('button', { name: text.saveResult }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.matchDecided);
      expect(screen.queryByText(/already has a result$/)).not.toBeInTheDocument();

      // Reworded on the server, the same sentence shows.
      message = 'Somebody else decided this one a minute ago';
      fireEvent.click(within(dialog).getByRole('button', { name: text.saveResult }));
      await waitFor(() =>
        expect(api.calls().filter((call) => call === 'PATCH /v1/admin/matches/11')).toHaveLength(2),
      );
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(text.matchDecided));
      expect(screen.queryByText(/Somebody else/)).not.toBeInTheDocument();
      // What the organizer wrote is kept.
      expect(within(dialog).getByLabelText(text.note)).toHaveValue('No-show');
    },
  );

  it.each(LOCALES)('forfeits a match: the side that forfeits and a note (%s)', async (locale) => {
    const text = TEXT[locale];
    const sent: unknown[] = [];
    await renderDesk(locale, {
      'PATCH /v1/admin/matches/11': ({ body }) => {
        sent.push(body);
        return { body: { data: match({ id: 11, status: 'completed' }) } };
      },
    });
    const dialog = await chooseAction(text.actionsSemi1, text.forfeit, text.forfeitTitle);
    const group = within(dialog).getByRole('group', { name: text.loserLegend });
    fireEvent.click(within(group).getByRole('radio', { name: 'Desert Hawks' }));
    fireEvent.click(within(dialog).getByRole('button', { name: text.recordForfeit }));
    expect(await within(dialog).findByText(text.noteRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(text.note), { target: { value: 'Did not show up' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.recordForfeit }));
    expect(await screen.findByText(text.forfeitDone)).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'forfeit', loser: 'r-hawks', note: 'Did not show up' }]);
  });

  it.each(LOCALES)('resets a played match with a note; a later match played is said (%s)', async (locale) => {
    const text = TEXT[locale];
    const sent: unknown[] = [];
    let refuse = true;
    await renderDesk(locale, {
      'PATCH /v1/admin/matches/12': ({ body }) => {
        sent.push(body);
        return refuse
          ? refusal('laterMatchPlayed', 'A later match was played')
          : { body: { data: match({ id: 12, status: 'ready' }) } };
      },
    });
    const dialog = await chooseAction(text.actionsSemi2, text.resetResult, text.resetTitle);
    fireEvent.click(within(dialog).getByRole('button', { name: text.reset }));
    expect(await within(dialog).findByText(text.noteRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(text.note), { target: { value: 'Wrong winner' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.reset }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.laterMatchPlayed);

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: text.reset }));
    expect(await screen.findByText(text.resetDone)).toBeInTheDocument();
    expect(sent).toEqual([
      { action: 'reset', note: 'Wrong winner' },
      { action: 'reset', note: 'Wrong winner' },
    ]);
  });

  it.each(LOCALES)("sets a match's time in the organizer's time zone, sent in UTC (%s)", async (locale) => {
    const text = TEXT[locale];
    const sent: unknown[] = [];
    await renderDesk(locale, {
      'PATCH /v1/admin/matches/11': ({ body }) => {
        sent.push(body);
        return { body: { data: match({ id: 11, status: 'ready' }) } };
      },
    });
    const dialog = await chooseAction(text.actionsSemi1, text.setTime, text.scheduleTitle);
    const time = within(dialog).getByLabelText(text.time);
    // The match's time so far, as the organizer's clock reads it.
    const current = new Date('2026-12-07T15:00:00.000Z');
    expect(time).toHaveValue(
      `2026-12-${String(current.getDate()).padStart(2, '0')}T${String(current.getHours()).padStart(2, '0')}:00`,
    );
    fireEvent.change(time, { target: { value: '2026-12-08T18:30' } });
    expect(time).toHaveAccessibleDescription(expect.stringContaining('UTC'));
    fireEvent.click(within(dialog).getByRole('button', { name: text.saveTime }));
    expect(await screen.findByText(text.timeDone)).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'schedule', at: new Date(2026, 11, 8, 18, 30).toISOString() }]);
  });

  it.each(LOCALES)('disqualifies an entrant with a required note; it shows marked (%s)', async (locale) => {
    const text = TEXT[locale];
    const sent: unknown[] = [];
    let disqualified = false;
    await renderDesk(locale, {
      'GET /v1/admin/tournaments/t1/matches': () => ({
        body: {
          data: cupMatches().map((each) =>
            each.id === 11 ? { ...each, opponent2: { ...HAWKS, disqualified } } : each,
          ),
        },
      }),
      'POST /v1/admin/tournaments/t1/disqualify/r-hawks': ({ body }) => {
        sent.push(body);
        disqualified = true;
        return {
          body: {
            data: {
              registrationId: 'r-hawks',
              disqualifiedAt: '2026-12-07T16:00:00.000Z',
              forfeitedMatches: [11],
            },
          },
        };
      },
    });
    const entrants = await screen.findByRole('table', {
      name: locale === 'ar' ? 'المشاركون في شجرة المباريات' : 'Entrants of the bracket',
    });
    expect(
      within(entrants)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Gulf Sharks', 'Desert Hawks', 'Falcons', 'Nile Kings']);
    fireEvent.click(within(entrants).getByRole('button', { name: text.disqualifyHawks }));
    const dialog = await screen.findByRole('dialog', { name: text.disqualifyTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: text.disqualify }));
    expect(await within(dialog).findByText(text.noteRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(text.note), { target: { value: 'Smurf account' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.disqualify }));
    expect(await screen.findByText(text.disqualifyDone)).toBeInTheDocument();
    expect(sent).toEqual([{ note: 'Smurf account' }]);
    const row = (await within(entrants).findByRole('rowheader', { name: 'Desert Hawks' })).closest('tr')!;
    await waitFor(() => expect(within(row).getByText(text.disqualified)).toBeInTheDocument());
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: text.entrants })).toHaveFocus();
  });

  it.each(LOCALES)('keeps Complete off while matches are left, and says how many (%s)', async (locale) => {
    const text = TEXT[locale];
    await renderDesk(locale, {});
    const complete = await screen.findByRole('button', { name: text.complete });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription(text.left);
  });

  it.each(LOCALES)(
    'completes a played-out tournament after a confirmation; a refusal is said (%s)',
    async (locale) => {
      const text = TEXT[locale];
      let tournament = makeOrganizerTournament(RUNNING);
      let refuse = true;
      // After the completion, the matches read again answer only when released: the desk turns read-only (the
      // button and its dialog gone) before the completion's call settles, and the toast must follow all the same.
      let release: (answer: MockAnswer) => void = () => undefined;
      const held = new Promise<MockAnswer>((resolve) => {
        release = resolve;
      });
      const api = await renderDesk(locale, {
        'GET /v1/admin/tournaments/t1': () => ({ body: { data: tournament } }),
        'GET /v1/admin/tournaments/t1/matches': () =>
          refuse ? { body: { data: playedMatches() } } : { later: held },
        'POST /v1/admin/tournaments/t1/complete': () => {
          if (refuse)
            return refusal('bracketNotFinished', '1 matches are still to be played', { matches: 1 });
          tournament = { ...tournament, status: 'completed', ends_at: '2026-12-07T19:00:00.000Z' };
          return { body: { data: { tournament, prizesPaid: true } } };
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: text.complete }));
      let dialog = await screen.findByRole('dialog', { name: text.completeTitle });
      expect(within(dialog).getByText(text.completeMessage)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: text.complete }));
      expect(await screen.findByText(text.bracketNotFinished)).toBeInTheDocument();

      refuse = false;
      fireEvent.click(screen.getByRole('button', { name: text.complete }));
      dialog = await screen.findByRole('dialog', { name: text.completeTitle });
      fireEvent.click(within(dialog).getByRole('button', { name: text.complete }));
      expect(await screen.findByText(text.completedNote)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.complete })).not.toBeInTheDocument();
      release({ body: { data: playedMatches() } });
      expect(await screen.findByText(text.completeDone)).toBeInTheDocument();
      // The button left the page: focus is on the desk's heading, not lost.
      await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: text.title })).toHaveFocus());
      expect(api.calls().filter((call) => call === 'POST /v1/admin/tournaments/t1/complete')).toHaveLength(2);
    },
  );
});

const NO_SHOW_TEXT = {
  en: {
    noShowBadge: 'No-show',
    forfeited: /^Desert Hawks did not join the lobby in time and lost by forfeit automatically \(.+\)\.$/,
    bothAbsentBadge: 'Both sides absent',
    bothAbsent: /^Neither side joined the lobby in time \(.+\): no result was recorded\. Decide the match\.$/,
    reversedBadge: 'Forfeit reversed',
    actionsSemi1: 'Actions for Semifinals, match 1: Gulf Sharks vs Desert Hawks',
    resetResult: 'Reset result',
    reverse: 'Reverse forfeit',
    reverseTitle: 'Reverse the no-show forfeit: Gulf Sharks vs Desert Hawks',
    reverseMessage: /^Desert Hawks was forfeited automatically for not joining the lobby\./,
    note: 'Note',
    noteRequired: 'Write a note: the players read it.',
    reverseDone: 'Forfeit reversed. The match will be played again and both sides were notified.',
    laterMatchStarted: 'The next match has started: this forfeit can no longer be reversed.',
  },
  ar: {
    noShowBadge: 'عدم حضور',
    forfeited: /^لم ينضم Desert Hawks إلى الردهة في الوقت المحدد فخسر بالانسحاب تلقائيًا \(.+\)\.$/,
    bothAbsentBadge: 'غياب الطرفين',
    bothAbsent: /^لم ينضم أيّ من الطرفين إلى الردهة في الوقت المحدد \(.+\): لم تُسجَّل نتيجة\. احسم المباراة\.$/,
    reversedBadge: 'أُلغي الانسحاب',
    actionsSemi1: 'الإجراءات: نصف النهائي، المباراة ١: Gulf Sharks ضد Desert Hawks',
    resetResult: 'إلغاء النتيجة',
    reverse: 'إلغاء الانسحاب',
    reverseTitle: 'إلغاء الانسحاب لعدم الحضور: Gulf Sharks ضد Desert Hawks',
    reverseMessage: /^احتُسب Desert Hawks منسحبًا تلقائيًا لأنه لم ينضم إلى الردهة\./,
    note: 'ملاحظة',
    noteRequired: 'اكتب ملاحظة: يقرؤها اللاعبون.',
    reverseDone: 'أُلغي الانسحاب. ستُلعب المباراة من جديد وأُبلغ الطرفان.',
    laterMatchStarted: 'بدأت المباراة التالية: لم يعد بالإمكان إلغاء هذا الانسحاب.',
  },
} as const;

describe('the match desk and the no-show pass (issue 33)', () => {
  /** Semi-final 1 forfeited automatically (Desert Hawks absent); semi-final 2 flagged: both sides absent. */
  function noShowMatches(): OrganizerMatch[] {
    return [
      match({
        id: 11,
        status: 'completed',
        opponent1: { ...SHARKS, result: 'win' },
        opponent2: { ...HAWKS, forfeit: true },
        scheduledTime: '2026-12-07T15:00:00.000Z',
        noShow: { state: 'forfeited', absentSide: 2, at: '2026-12-07T15:10:00.000Z' },
      }),
      match({
        id: 12,
        number: 2,
        status: 'ready',
        opponent1: FALCONS,
        opponent2: NILE,
        scheduledTime: '2026-12-07T15:00:00.000Z',
        noShow: { state: 'bothAbsent', absentSide: null, at: '2026-12-07T15:10:00.000Z' },
      }),
      match({ id: 13, round: 2, status: 'waiting', opponent1: SHARKS }),
      match({ id: 14, group: 2, status: 'locked' }),
    ];
  }

  it.each(LOCALES)(
    'shows the automatic forfeit and both sides absent, and reverses the forfeit with a note (%s)',
    async (locale) => {
      const text = NO_SHOW_TEXT[locale];
      let matches = noShowMatches();
      const sent: unknown[] = [];
      let refuse = true;
      await renderDesk(locale, {
        'GET /v1/admin/tournaments/t1/matches': () => ({ body: { data: matches } }),
        'PATCH /v1/admin/matches/11': ({ body }) => {
          sent.push(body);
          if (refuse) return refusal('laterMatchStarted', 'A match that follows from this one has started');
          const reopened = match({
            id: 11,
            status: 'ready',
            opponent1: SHARKS,
            opponent2: HAWKS,
            scheduledTime: '2026-12-07T16:00:00.000Z',
            noShow: { state: 'reversed', absentSide: 2, at: '2026-12-07T15:45:00.000Z' },
          });
          matches = [reopened, ...matches.slice(1)];
          return { body: { data: reopened } };
        },
      });
      const semis = await screen.findByRole('list', { name: TEXT[locale].semifinals });
      const [first, second] = within(semis).getAllByRole('listitem');
      expect(within(first!).getByText(text.noShowBadge)).toBeInTheDocument();
      expect(within(first!).getByText(text.forfeited)).toBeInTheDocument();
      expect(within(second!).getByText(text.bothAbsentBadge)).toBeInTheDocument();
      expect(within(second!).getByText(text.bothAbsent)).toBeInTheDocument();

      // The automatic forfeit can be reset or reversed.
      fireEvent.click(within(first!).getByRole('button', { name: text.actionsSemi1 }));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        text.resetResult,
        text.reverse,
      ]);
      fireEvent.click(screen.getByRole('menuitem', { name: text.reverse }));
      const dialog = await screen.findByRole('dialog', { name: text.reverseTitle });
      expect(within(dialog).getByText(text.reverseMessage)).toBeInTheDocument();
      const submit = within(dialog).getByRole('button', { name: text.reverse });

      // A note is required.
      fireEvent.click(submit);
      expect(await within(dialog).findByText(text.noteRequired)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(text.note)).toHaveFocus();
      expect(sent).toEqual([]);

      // Refused once the next match has started: the reason in the page's language, the dialog stays.
      fireEvent.change(within(dialog).getByLabelText(text.note), {
        target: { value: ' Lobby events were late ' },
      });
      fireEvent.click(submit);
      expect(await within(dialog).findByText(text.laterMatchStarted)).toBeInTheDocument();

      refuse = false;
      fireEvent.click(submit);
      expect(await screen.findByText(text.reverseDone)).toBeInTheDocument();
      expect(sent).toEqual([
        { action: 'reverseForfeit', note: 'Lobby events were late' },
        { action: 'reverseForfeit', note: 'Lobby events were late' },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await within(first!).findByText(text.reversedBadge)).toBeInTheDocument();
      expect(within(first!).queryByText(text.noShowBadge)).not.toBeInTheDocument();
    },
  );
});
