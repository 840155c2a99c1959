import type { OrganizerMatch, OrganizerTournament } from '@arena/contract';
import { mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeOrganizerTournament } from '../../../../testing/fixtures';
import { useOrganizerTournament } from '../../api/get-organizer-tournament';
import { MatchDesk } from './match-desk';

/*
 * A bracket match's live stream from the match desk (issue 32): the organizer adds, changes or removes the Twitch or
 * YouTube address its players load in their match box; the address is checked as the API checks it, and the API's
 * 400 on it marks the field in the page's language.
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
    add: /^Live stream of Final, match 1: Gulf Sharks vs Falcons$/,
    title: 'Live stream: Gulf Sharks vs Falcons',
    address: 'Stream address',
    save: 'Save stream',
    remove: 'Remove the stream',
    invalid: 'Enter an https:// Twitch channel or YouTube video address.',
    saved: "Stream saved. The match's players see it in their match box.",
    removed: 'Stream removed from the match.',
    line: 'Live stream on Twitch',
    addText: 'Add stream',
    editText: 'Edit stream',
  },
  ar: {
    add: /^البث المباشر: النهائي، المباراة ١: Gulf Sharks ضد Falcons$/,
    title: 'البث المباشر: Gulf Sharks ضد Falcons',
    address: 'عنوان البث',
    save: 'حفظ البث',
    remove: 'إزالة البث',
    invalid: 'أدخل عنوان قناة Twitch أو فيديو YouTube يبدأ بـ https://.',
    saved: 'تم حفظ البث. يراه لاعبو المباراة في صندوق مباراتهم.',
    removed: 'تمت إزالة البث من المباراة.',
    line: 'بث مباشر على Twitch',
    addText: 'إضافة بث',
    editText: 'تعديل البث',
  },
} as const;

type Side = NonNullable<OrganizerMatch['opponent1']>;
const side = (registrationId: string, name: string): Side => ({
  registrationId,
  name,
  result: null,
  score: null,
  forfeit: false,
  disqualified: false,
});
const TWITCH = { provider: 'twitch', channel: 'menaarena', url: 'https://www.twitch.tv/menaarena' } as const;

/** A two-entrant cup: its one match is the final. */
const FINAL: OrganizerMatch = {
  id: 21,
  stage: 'main',
  group: 1,
  round: 1,
  number: 1,
  status: 'ready',
  opponent1: side('r-sharks', 'Gulf Sharks'),
  opponent2: side('r-falcons', 'Falcons'),
  scheduledTime: '2026-12-07T16:00:00.000Z',
  noShow: null,
  stream: null,
};

const RUNNING: Partial<OrganizerTournament> = {
  lifecycle: 'published',
  published_at: '2026-11-21T10:00:00.000Z',
  status: 'in-progress',
  bracket_started: true,
  structure: { kind: 'single_elimination', thirdPlaceMatch: false },
};

function Desk() {
  const tournament = useOrganizerTournament('t1');
  return tournament.data ? <MatchDesk tournament={tournament.data} /> : <p>loading</p>;
}

const toaster = () => within(screen.getByTestId('toaster'));

describe.each(['en', 'ar'] as const)("a match's live stream on the desk (%s)", (locale) => {
  const text = TEXT[locale];

  it('checks the address, marks the API refusal on the field, saves it, and the card shows it', async () => {
    let current: OrganizerMatch = FINAL;
    const sent: unknown[] = [];
    const answers = [
      {
        status: 400,
        body: {
          code: 1000,
          message: 'Invalid body: stream_url',
          details: {
            location: 'body',
            fields: { stream_url: 'must be an https Twitch channel or YouTube video address' },
          },
        },
      },
    ];
    signInAs({ id: 'o1', displayName: 'Arena Organizer', staffRoles: ['organizer'] });
    mockApi({
      'GET /v1/admin/tournaments/t1': { body: { data: makeOrganizerTournament(RUNNING) } },
      'GET /v1/admin/tournaments/t1/matches': () => ({ body: { data: [current] } }),
      'PUT /v1/admin/matches/21/stream': ({ body }) => {
        sent.push(body);
        const refused = answers.shift();
        if (refused) return refused;
        const url = (body as { stream_url: string | null }).stream_url;
        current = { ...FINAL, stream: url ? TWITCH : null };
        return { body: { data: current } };
      },
    });
    await renderWithKit(<Desk />, locale, { path: '/staff/tournaments/t1/run' });

    const add = await screen.findByRole('button', { name: text.add });
    expect(add).toHaveTextContent(text.addText);
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const field = within(dialog).getByLabelText(text.address);
    expect(within(dialog).queryByRole('button', { name: text.remove })).toBeNull();

    // Not a stream address: refused here, nothing sent.
    fireEvent.change(field, { target: { value: 'https://example.com/live' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await within(dialog).findByText(text.invalid)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);

    // The API refuses it (its rules may be stricter one day): the field says so in the page's words.
    fireEvent.change(field, { target: { value: ' https://www.twitch.tv/MenaArena ' } });
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await within(dialog).findByText(text.invalid)).toBeInTheDocument();
    expect(screen.queryByText(/must be an https/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await toaster().findByText(text.saved)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: text.title })).toBeNull();
    expect(sent).toEqual([
      { stream_url: 'https://www.twitch.tv/MenaArena' },
      { stream_url: 'https://www.twitch.tv/MenaArena' },
    ]);

    // The card links the stream; the button now edits it, the field filled with its address.
    const link = await screen.findByRole('link', { name: text.line });
    expect(link).toHaveAttribute('href', 'https://www.twitch.tv/menaarena');
    const edit = screen.getByRole('button', { name: text.add });
    expect(edit).toHaveTextContent(text.editText);
    fireEvent.click(edit);
    const again = await screen.findByRole('dialog', { name: text.title });
    expect(within(again).getByLabelText(text.address)).toHaveValue('https://www.twitch.tv/menaarena');

    // Removed: null is sent, the card no longer shows it.
    fireEvent.click(within(again).getByRole('button', { name: text.remove }));
    expect(await toaster().findByText(text.removed)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ stream_url: null });
    await waitFor(() => expect(screen.queryByRole('link', { name: text.line })).toBeNull());
  });
});

it("a cancelled tournament's read-only desk shows a stream but offers no change", async () => {
  signInAs({ id: 'o1', displayName: 'Arena Organizer', staffRoles: ['organizer'] });
  mockApi({
    'GET /v1/admin/tournaments/t1': {
      body: { data: makeOrganizerTournament({ ...RUNNING, lifecycle: 'cancelled' }) },
    },
    'GET /v1/admin/tournaments/t1/matches': { body: { data: [{ ...FINAL, stream: TWITCH }] } },
  });
  await renderWithKit(<Desk />, 'en', { path: '/staff/tournaments/t1/run' });
  expect(await screen.findByRole('link', { name: 'Live stream on Twitch' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: TEXT.en.add })).toBeNull();
});
