import type { OrganizerTournament, TournamentEntrant, TournamentSeeding } from '@arena/contract';
import { formatDateTime, intlFormatter, intlLocale } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit, type MockRoute } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeOrganizerTournament } from '../../../../testing/fixtures';
import { useOrganizerTournament } from '../../api/get-organizer-tournament';
import { SeedingPanel } from './seeding-panel';

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

const LOCALES = ['en', 'ar'] as const;
type Locale = (typeof LOCALES)[number];

const CHECKED_IN_AT = '2026-12-07T10:20:00.000Z';
const SEEDED_AT = '2026-12-07T11:05:00.000Z';

function entrant(
  id: string,
  name: string,
  points: number | null,
  seed: number | null,
  rankScore: number | null = null,
): TournamentEntrant {
  return {
    registrationId: id,
    seed,
    name,
    team: { id: `team-${id}`, name },
    player: { id: `u-${id}`, gameName: `${name.split(' ')[0]}Captain`, tagLine: 'MENA' },
    points,
    rankScore,
    registeredAt: '2026-11-30T10:00:00.000Z',
    checkedInAt: CHECKED_IN_AT,
    disqualifiedAt: null,
  };
}

const SHARKS = entrant('r1', 'Gulf Sharks', 980, 1, 1440);
const FOXES = entrant('r2', 'Desert Foxes', 1240, 2, 2210);
const KINGS = entrant('r3', 'Nile Kings', null, 3);
const FALCONS = { ...entrant('r4', 'Red Falcons', 700, null), disqualifiedAt: '2026-12-07T10:50:00.000Z' };

/** Three seedable entrants in registration order, a disqualified one, two registrations that did not check in. */
const SEEDING: TournamentSeeding = {
  method: 'registration',
  seededAt: null,
  bracketStarted: false,
  entrants: [SHARKS, FOXES, KINGS, FALCONS],
  notCheckedIn: 2,
};

const seeded = (order: TournamentEntrant[], method: TournamentSeeding['method']): TournamentSeeding => ({
  ...SEEDING,
  method,
  seededAt: SEEDED_AT,
  entrants: [...order.map((entry, index) => ({ ...entry, seed: index + 1 })), FALCONS],
});

const PUBLISHED = makeOrganizerTournament({
  lifecycle: 'published',
  status: 'in-progress',
  published_at: '2026-11-21T10:00:00.000Z',
});

const TEXT = {
  en: {
    title: 'Seeding',
    caption: 'Checked-in entrants in seed order',
    checkedIn: '4 entrants checked in.',
    notCheckedIn:
      '2 registrations did not check in: they will be dropped at the start and their players notified.',
    notSeededYet: 'Not seeded yet: the bracket is drawn in registration order unless you seed it.',
    seededByPoints: (time: string) => `Seeded by ladder points on ${time}.`,
    seeds: ['1', '2', '3', 'Not seeded'],
    points: ['980', '1,240', 'None', '700'],
    rankScores: ['1,440', '2,210', 'Unranked', 'Unranked'],
    byRank: 'By rank',
    savedRank: "Seeded by rank: the players' ranks were read from the game first.",
    seededByRank: (time: string) => `Seeded by rank on ${time}.`,
    disqualified: 'Disqualified',
    methods: 'Seeding method',
    byPoints: 'By ladder points',
    randomly: 'Randomly',
    byHand: 'By hand',
    handHint:
      'Drag an entrant by its handle (⠿), or use its Move up and Move down buttons, then save the seeding.',
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    moved: (name: string, seed: string) => `${name}: seed ${seed} of 3.`,
    save: 'Save seeding',
    discard: 'Discard changes',
    savedPoints: 'Seeded by ladder points.',
    savedManual: 'Seeding saved.',
    start: 'Start bracket',
    startUnsaved: 'Save or discard the seeding by hand before starting.',
    startTitle: 'Start the bracket of Ramadan Nights Cup?',
    startMessage:
      '3 entrants will be seated in seed order. 2 registrations that did not check in will be dropped and their ' +
      'players notified. The seeding can no longer change after the start.',
    started: (names: string) =>
      `Bracket started with 3 entrants. Dropped for not checking in (their players were notified): ${names}.`,
    checkInOpen: (time: string) =>
      `Check-in closes ${time}. The checked-in entrants are seeded and the bracket started here after that.`,
    bracketStarted: 'The bracket has started already: it cannot be started again or seeded anew.',
    final: 'The bracket has started: this seeding is final.',
    finalList: 'Final seeding',
    cancelled: 'This tournament was cancelled: it can no longer be seeded or started.',
  },
  ar: {
    title: 'التصنيف',
    caption: 'المشاركون الذين سجّلوا حضورهم بترتيب التصنيف',
    checkedIn: 'سجّل ٤ مشاركين حضورهم.',
    notCheckedIn: 'تسجيلان لم يسجّلا حضورهما: سيُستبعدان عند البدء ويُبلَّغ لاعبوهما.',
    notSeededYet: 'لم يُصنَّف المشاركون بعد: تُسحب شجرة المباريات بترتيب التسجيل ما لم تصنّفهم.',
    seededByPoints: (time: string) => `صُنِّف المشاركون حسب نقاط السلّم في ${time}.`,
    seeds: ['١', '٢', '٣', 'غير مصنَّف'],
    points: ['٩٨٠', '١٬٢٤٠', 'لا نقاط', '٧٠٠'],
    rankScores: ['١٬٤٤٠', '٢٬٢١٠', 'غير مصنف', 'غير مصنف'],
    byRank: 'حسب الرتبة',
    savedRank: 'صُنِّف المشاركون حسب الرتبة بعد قراءة رتب اللاعبين من اللعبة.',
    seededByRank: (time: string) => `صُنِّف المشاركون حسب الرتبة في ${time}.`,
    disqualified: 'مُقصى',
    methods: 'طريقة التصنيف',
    byPoints: 'حسب نقاط السلّم',
    randomly: 'عشوائيًا',
    byHand: 'يدويًا',
    handHint: 'اسحب المشارك من مقبضه (⠿) أو استخدم زرّي تحريكه للأعلى وللأسفل، ثم احفظ التصنيف.',
    moveUp: (name: string) => `تحريك ${name} للأعلى`,
    moveDown: (name: string) => `تحريك ${name} للأسفل`,
    moved: (name: string, seed: string) => `${name}: التصنيف ${seed} من ٣.`,
    save: 'حفظ التصنيف',
    discard: 'تجاهل التغييرات',
    savedPoints: 'صُنِّف المشاركون حسب نقاط السلّم.',
    savedManual: 'حُفظ التصنيف.',
    start: 'بدء شجرة المباريات',
    startUnsaved: 'احفظ التصنيف اليدوي أو تجاهله قبل البدء.',
    startTitle: 'بدء شجرة مباريات كأس ليالي رمضان؟',
    startMessage:
      'سيُوزَّع ٣ مشاركين بترتيب التصنيف. سيُستبعد تسجيلان لم يسجّلا حضورهما ويُبلَّغ لاعبوهما. ' +
      'لا يمكن تغيير التصنيف بعد البدء.',
    started: (names: string) =>
      `بدأت شجرة المباريات بـ٣ مشاركين. المستبعَدان لعدم تسجيل الحضور (أُبلغ لاعبوهما): ${names}.`,
    checkInOpen: (time: string) =>
      `ينتهي تسجيل الحضور في ${time}. بعدها تصنّف هنا المشاركين الذين سجّلوا حضورهم وتبدأ شجرة المباريات.`,
    bracketStarted: 'بدأت شجرة المباريات بالفعل: لا يمكن بدؤها مرة أخرى أو إعادة تصنيفها.',
    final: 'بدأت شجرة المباريات: هذا التصنيف نهائي.',
    finalList: 'التصنيف النهائي',
    cancelled: 'أُلغيت هذه البطولة: لم يعد بالإمكان تصنيفها أو بدؤها.',
  },
} as const;

/** The run page's part under test: the tournament as the page loads it, and its seeding panel. */
function RunPage() {
  const tournament = useOrganizerTournament('t1');
  return tournament.data ? <SeedingPanel tournament={tournament.data} /> : null;
}

async function renderPanel(
  locale: Locale,
  routes: Record<string, MockRoute>,
  tournament: OrganizerTournament = PUBLISHED,
) {
  const api = mockApi({ 'GET /v1/admin/tournaments/t1': { body: { data: tournament } }, ...routes });
  await renderWithKit(<RunPage />, locale);
  return api;
}

/** The entrants' names down the table, as their row headers show them. */
function namesInTable(locale: Locale): string[] {
  const table = screen.getByRole('table', { name: TEXT[locale].caption });
  return within(table)
    .getAllByRole('rowheader')
    .map((header) => header.querySelector('bdi')?.textContent ?? '');
}

/** The panel: a region named by its heading (the toaster beside it has buttons of its own). */
const panel = (locale: Locale) => screen.getByRole('region', { name: TEXT[locale].title });

const listOf = (locale: Locale, names: string[]) =>
  intlFormatter(Intl.ListFormat, intlLocale(locale), { type: 'conjunction' }).format(names);

describe('the seeding panel of the run page', () => {
  it.each(LOCALES)(
    'lists the checked-in entrants in seed order, disqualified ones marked, and who will be dropped (%s)',
    async (locale) => {
      const text = TEXT[locale];
      await renderPanel(locale, { 'GET /v1/admin/tournaments/t1/entrants': { body: { data: SEEDING } } });

      const table = await screen.findByRole('table', { name: text.caption });
      expect(screen.getByRole('heading', { level: 2, name: text.title })).toBeInTheDocument();
      expect(namesInTable(locale)).toEqual(['Gulf Sharks', 'Desert Foxes', 'Nile Kings', 'Red Falcons']);
      const rows = within(table).getAllByRole('row').slice(1);
      rows.forEach((row, index) => {
        const cells = within(row).getAllByRole('cell');
        expect(cells[0]).toHaveTextContent(text.seeds[index]);
        expect(cells[1]).toHaveTextContent(text.points[index]);
        expect(cells[2]).toHaveTextContent(text.rankScores[index]);
        expect(cells[3]).toHaveTextContent(formatDateTime(CHECKED_IN_AT, locale)!);
      });
      // The registering player's Riot ID beside the team.
      expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('GulfCaptain#MENA');
      expect(within(rows[3]).getByRole('rowheader')).toHaveTextContent(text.disqualified);
      expect(within(rows[0]).getByRole('rowheader')).not.toHaveTextContent(text.disqualified);
      expect(screen.getByText(text.checkedIn)).toBeInTheDocument();
      expect(screen.getByText(text.notCheckedIn)).toBeInTheDocument();
      expect(screen.getByText(text.notSeededYet)).toBeInTheDocument();
      const methods = screen.getByRole('group', { name: text.methods });
      for (const name of [text.byPoints, text.byRank, text.randomly, text.byHand]) {
        expect(within(methods).getByRole('button', { name })).toBeEnabled();
      }
      expect(screen.getByRole('button', { name: text.start })).toBeEnabled();
    },
  );

  it.each(LOCALES)(
    'before check-in closes, says when it closes in a note, not an error (%s)',
    async (locale) => {
      const closes = '2026-12-07T11:00:00.000Z';
      await renderPanel(locale, {
        'GET /v1/admin/tournaments/t1/entrants': {
          status: 409,
          body: {
            code: 4090,
            message: 'Check-in has not closed yet',
            details: { reason: 'checkInNotClosed', checkInClosesUtc: closes },
          },
        },
      });
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(TEXT[locale].checkInOpen(formatDateTime(closes, locale)!));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(within(panel(locale)).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByText(/not closed yet/)).not.toBeInTheDocument();
    },
  );

  it.each(LOCALES)('seeds by ladder points: the PUT body, then the new order (%s)', async (locale) => {
    const text = TEXT[locale];
    const bodies: unknown[] = [];
    await renderPanel(locale, {
      'GET /v1/admin/tournaments/t1/entrants': { body: { data: SEEDING } },
      'PUT /v1/admin/tournaments/t1/seeding': ({ body }) => {
        bodies.push(body);
        return { body: { data: seeded([FOXES, SHARKS, KINGS], 'points') } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: text.byPoints }));

    expect(await screen.findByText(text.savedPoints)).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'points' }]);
    expect(namesInTable(locale)).toEqual(['Desert Foxes', 'Gulf Sharks', 'Nile Kings', 'Red Falcons']);
    expect(screen.getByText(text.seededByPoints(formatDateTime(SEEDED_AT, locale)!))).toBeInTheDocument();
  });

  it.each(LOCALES)('seeds by rank: the PUT body, then the order by rank score (%s)', async (locale) => {
    const text = TEXT[locale];
    const bodies: unknown[] = [];
    await renderPanel(locale, {
      'GET /v1/admin/tournaments/t1/entrants': { body: { data: SEEDING } },
      'PUT /v1/admin/tournaments/t1/seeding': ({ body }) => {
        bodies.push(body);
        return { body: { data: seeded([FOXES, SHARKS, KINGS], 'rank') } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: text.byRank }));

    expect(await screen.findByText(text.savedRank)).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'rank' }]);
    expect(namesInTable(locale)).toEqual(['Desert Foxes', 'Gulf Sharks', 'Nile Kings', 'Red Falcons']);
    expect(screen.getByText(text.seededByRank(formatDateTime(SEEDED_AT, locale)!))).toBeInTheDocument();
  });

  it.each(LOCALES)(
    'seeds by hand with the keyboard: focus stays on the entrant moved, the PUT has the full order (%s)',
    async (locale) => {
      const text = TEXT[locale];
      const bodies: unknown[] = [];
      await renderPanel(locale, {
        'GET /v1/admin/tournaments/t1/entrants': { body: { data: SEEDING } },
        'PUT /v1/admin/tournaments/t1/seeding': ({ body }) => {
          bodies.push(body);
          return { body: { data: seeded([FOXES, KINGS, SHARKS], 'manual') } };
        },
      });
      const byHand = await screen.findByRole('button', { name: text.byHand });
      fireEvent.click(byHand);
      await waitFor(() => expect(screen.getByText(text.handHint)).toHaveFocus());
      // The first seed cannot go up, the last cannot go down; a disqualified entrant is not moved.
      expect(screen.getByRole('button', { name: text.moveUp('Gulf Sharks') })).toBeDisabled();
      expect(screen.getByRole('button', { name: text.moveDown('Nile Kings') })).toBeDisabled();
      expect(screen.queryByRole('button', { name: text.moveUp('Red Falcons') })).not.toBeInTheDocument();
      // Starting waits for the hand seeding to be saved or discarded.
      expect(screen.getByRole('button', { name: text.start })).toBeDisabled();
      expect(screen.getByRole('button', { name: text.start })).toHaveAccessibleDescription(text.startUnsaved);

      const sharksDown = screen.getByRole('button', { name: text.moveDown('Gulf Sharks') });
      sharksDown.focus();
      fireEvent.click(sharksDown);
      expect(namesInTable(locale)).toEqual(['Desert Foxes', 'Gulf Sharks', 'Nile Kings', 'Red Falcons']);
      expect(screen.getByRole('button', { name: text.moveDown('Gulf Sharks') })).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(text.moved('Gulf Sharks', TEXT[locale].seeds[1]));

      // At the bottom its Move down is disabled: focus goes to its Move up.
      fireEvent.click(screen.getByRole('button', { name: text.moveDown('Gulf Sharks') }));
      expect(namesInTable(locale)).toEqual(['Desert Foxes', 'Nile Kings', 'Gulf Sharks', 'Red Falcons']);
      expect(screen.getByRole('button', { name: text.moveUp('Gulf Sharks') })).toHaveFocus();
      expect(within(screen.getAllByRole('row')[3]).getAllByRole('cell')[0]).toHaveTextContent(text.seeds[2]);

      fireEvent.click(screen.getByRole('button', { name: text.save }));
      expect(await screen.findByText(text.savedManual)).toBeInTheDocument();
      expect(bodies).toEqual([{ method: 'manual', order: ['r2', 'r3', 'r1'] }]);
      // Back to the method buttons, focus on By hand; nothing to move any more.
      await waitFor(() => expect(screen.getByRole('button', { name: text.byHand })).toHaveFocus());
      expect(screen.queryByRole('button', { name: text.moveUp('Gulf Sharks') })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: text.start })).toBeEnabled();
    },
  );

  it('seeds by hand with drag and drop; Discard changes puts the order back', async () => {
    const text = TEXT.en;
    const bodies: unknown[] = [];
    await renderPanel('en', {
      'GET /v1/admin/tournaments/t1/entrants': { body: { data: SEEDING } },
      'PUT /v1/admin/tournaments/t1/seeding': ({ body }) => {
        bodies.push(body);
        return { body: { data: seeded([KINGS, SHARKS, FOXES], 'manual') } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: text.byHand }));
    const dataTransfer = { setData: jest.fn(), effectAllowed: 'none', dropEffect: 'none' };
    const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
    const handleOf = (name: string) => within(rowOf(name)).getByTitle('Drag to reorder');

    // Nile Kings dropped on Gulf Sharks takes the first seed.
    fireEvent.dragStart(handleOf('Nile Kings'), { dataTransfer });
    fireEvent.dragOver(within(rowOf('Gulf Sharks')).getAllByRole('cell')[1], { dataTransfer });
    fireEvent.drop(within(rowOf('Gulf Sharks')).getAllByRole('cell')[1], { dataTransfer });
    expect(namesInTable('en')).toEqual(['Nile Kings', 'Gulf Sharks', 'Desert Foxes', 'Red Falcons']);
    // A disqualified entrant's row takes no drop.
    fireEvent.dragStart(handleOf('Desert Foxes'), { dataTransfer });
    fireEvent.drop(rowOf('Red Falcons'), { dataTransfer });
    fireEvent.dragEnd(handleOf('Desert Foxes'), { dataTransfer });
    expect(namesInTable('en')).toEqual(['Nile Kings', 'Gulf Sharks', 'Desert Foxes', 'Red Falcons']);

    fireEvent.click(screen.getByRole('button', { name: text.discard }));
    expect(namesInTable('en')).toEqual(['Gulf Sharks', 'Desert Foxes', 'Nile Kings', 'Red Falcons']);
    expect(bodies).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: text.byHand }));
    fireEvent.dragStart(handleOf('Nile Kings'), { dataTransfer });
    fireEvent.dragOver(rowOf('Gulf Sharks'), { dataTransfer });
    fireEvent.drop(rowOf('Gulf Sharks'), { dataTransfer });
    fireEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.savedManual)).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'manual', order: ['r3', 'r1', 'r2'] }]);
  });

  it.each(LOCALES)(
    'starts the bracket after a confirmation: the toast names the count and who was dropped; then no controls (%s)',
    async (locale) => {
      const text = TEXT[locale];
      let tournament = PUBLISHED;
      let seeding = SEEDING;
      const api = await renderPanel(locale, {
        'GET /v1/admin/tournaments/t1': () => ({ body: { data: tournament } }),
        'GET /v1/admin/tournaments/t1/entrants': () => ({ body: { data: seeding } }),
        'POST /v1/admin/tournaments/t1/start': () => {
          tournament = { ...PUBLISHED, bracket_started: true };
          seeding = { ...SEEDING, bracketStarted: true, entrants: [SHARKS, FOXES, KINGS], notCheckedIn: 0 };
          return {
            body: {
              data: {
                bracket: { stages: [], matches: [], participants: [] },
                entrants: 3,
                dropped: [
                  { registrationId: 'r8', name: 'Sand Vipers' },
                  { registrationId: 'r9', name: 'Oasis Five' },
                ],
              },
            },
          };
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: text.start }));
      const dialog = await screen.findByRole('dialog', { name: text.startTitle });
      expect(dialog).toHaveTextContent(text.startMessage);
      fireEvent.click(within(dialog).getByRole('button', { name: text.start }));

      expect(
        await screen.findByText(text.started(listOf(locale, ['Sand Vipers', 'Oasis Five']))),
      ).toBeInTheDocument();
      expect(api.calls().filter((call) => call === 'POST /v1/admin/tournaments/t1/start')).toHaveLength(1);
      const final = await screen.findByRole('list', { name: text.finalList });
      expect(
        within(final)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        `${text.seeds[0]}Gulf Sharks`,
        `${text.seeds[1]}Desert Foxes`,
        `${text.seeds[2]}Nile Kings`,
      ]);
      expect(screen.getByText(text.final)).toBeInTheDocument();
      expect(within(panel(locale)).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The Start button is gone: focus is on the panel's heading, not lost.
      await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: text.title })).toHaveFocus());
    },
  );

  it.each(LOCALES)(
    'says a 409 bracketStarted in the page language, whatever the English message; the panel turns final (%s)',
    async (locale) => {
      const text = TEXT[locale];
      let tournament = PUBLISHED;
      await renderPanel(locale, {
        'GET /v1/admin/tournaments/t1': () => ({ body: { data: tournament } }),
        'GET /v1/admin/tournaments/t1/entrants': { body: { data: SEEDING } },
        'POST /v1/admin/tournaments/t1/start': () => {
          // Another organizer started it meanwhile.
          tournament = { ...PUBLISHED, bracket_started: true };
          return {
            status: 409,
            body: {
              code: 4090,
              message: 'Somebody drew this bracket a moment ago',
              details: { reason: 'bracketStarted' },
            },
          };
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: text.start }));
      const dialog = await screen.findByRole('dialog', { name: text.startTitle });
      fireEvent.click(within(dialog).getByRole('button', { name: text.start }));

      expect(await screen.findByText(text.bracketStarted)).toBeInTheDocument();
      expect(screen.queryByText(/Somebody drew/)).not.toBeInTheDocument();
      expect(await screen.findByRole('list', { name: text.finalList })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.start })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.byHand })).not.toBeInTheDocument();
    },
  );

  it.each(LOCALES)('after the start shows the final seeding read-only (%s)', async (locale) => {
    const text = TEXT[locale];
    await renderPanel(
      locale,
      {
        'GET /v1/admin/tournaments/t1/entrants': {
          body: {
            data: {
              ...seeded([FOXES, SHARKS, KINGS], 'points'),
              bracketStarted: true,
              entrants: [FOXES, SHARKS, KINGS].map((entry, index) => ({ ...entry, seed: index + 1 })),
            },
          },
        },
      },
      { ...PUBLISHED, bracket_started: true },
    );
    const final = await screen.findByRole('list', { name: text.finalList });
    expect(within(final).getAllByRole('listitem')).toHaveLength(3);
    expect(within(final).getAllByRole('listitem')[0]).toHaveTextContent('Desert Foxes');
    expect(screen.getByText(text.final)).toBeInTheDocument();
    expect(screen.getByText(text.seededByPoints(formatDateTime(SEEDED_AT, locale)!))).toBeInTheDocument();
    expect(within(panel(locale)).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each(LOCALES)(
    'says a cancelled tournament can no longer be seeded, without asking (%s)',
    async (locale) => {
      const api = await renderPanel(
        locale,
        {},
        { ...PUBLISHED, lifecycle: 'cancelled', cancelled_at: '2026-12-01T10:00:00.000Z' },
      );
      expect(await screen.findByRole('note')).toHaveTextContent(TEXT[locale].cancelled);
      expect(api.calls()).not.toContain('GET /v1/admin/tournaments/t1/entrants');
      expect(within(panel(locale)).queryByRole('button')).not.toBeInTheDocument();
    },
  );
});
