import type { BracketMatchStream } from '@arena/contract';
import { setPlatformConfig } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeTournament } from '../../../testing/fixtures';
import { BracketPage } from './bracket-page';

/*
 * The bracket page's match streams (issue 32): anyone sees the streams organizers attached to bracket matches, each
 * a player loaded on the click only — nothing of Twitch or YouTube before it.
 */

const tournament = makeTournament({ id: 'cup-1', name: { en: 'Winter Clash', ar: 'مواجهة الشتاء' } });
const BRACKET = { type: 'single_elimination', stageId: 1, nextBracket: null } as const;

const STREAMS: BracketMatchStream[] = [
  {
    matchId: 7,
    stage: 'main',
    round: 2,
    number: 1,
    status: 'running',
    side1: 'Khalid',
    side2: 'Tariq',
    scheduledTime: '2026-12-07T16:00:00.000Z',
    stream: { provider: 'twitch', channel: 'menaarena', url: 'https://www.twitch.tv/menaarena' },
  },
  {
    matchId: 9,
    stage: 'main',
    round: 3,
    number: 1,
    status: 'ready',
    side1: 'Khalid',
    side2: null,
    scheduledTime: null,
    stream: {
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
  },
];

const TEXT = {
  en: {
    title: 'Match streams',
    first: 'Round 2: Khalid vs Tariq',
    second: 'Round 3: Khalid vs To be decided',
    live: 'Live',
    load: 'Load the stream',
    notice: 'Loading the stream shows content from Twitch, which may set its own cookies.',
    frame: 'Round 2: Khalid vs Tariq: live stream on Twitch',
    watchOn: 'Watch on YouTube',
  },
  ar: {
    title: 'بث المباريات',
    first: 'الجولة ٢: Khalid ضد Tariq',
    second: 'الجولة ٣: Khalid ضد لم يُحدَّد بعد',
    live: 'مباشر',
    load: 'تشغيل البث',
    notice: 'يعرض تشغيل البث محتوى من Twitch، وقد يضع ملفات تعريف الارتباط الخاصة به.',
    frame: 'الجولة ٢: Khalid ضد Tariq: بث مباشر على Twitch',
    watchOn: 'شاهد على YouTube',
  },
} as const;

beforeEach(() => {
  resetKit();
  setPlatformConfig({ bracketHostOrigin: 'https://brackets.arena.test' });
});
afterAll(() => setPlatformConfig({}));

describe.each(['en', 'ar'] as const)('match streams on the bracket page (%s)', (locale) => {
  const text = TEXT[locale];

  test('each streamed match under the bracket, loaded only on the click', async () => {
    mockApi({
      'GET /v1/tournaments/cup-1/bracket': { body: { data: BRACKET } },
      'GET /v1/tournaments/cup-1/match-streams': { body: { data: STREAMS } },
    });
    await renderWithKit(<BracketPage tournament={tournament} />, locale);
    const section = await screen.findByRole('region', { name: text.title });
    const first = within(section).getByRole('listitem', { name: text.first });
    const second = within(section).getByRole('listitem', { name: text.second });
    expect(within(first).getByText(text.live)).toBeInTheDocument();
    expect(within(first).getByText(text.notice)).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: text.watchOn })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    // Only the bracket's own frame: no player of either stream yet.
    expect(document.querySelectorAll('iframe[src*="twitch"], iframe[src*="youtube"]')).toHaveLength(0);

    fireEvent.click(within(first).getByRole('button', { name: text.load }));
    expect(within(first).getByTitle(text.frame)).toHaveAttribute(
      'src',
      `https://player.twitch.tv/?channel=menaarena&parent=${window.location.hostname}`,
    );
    expect(document.querySelectorAll('iframe[src*="youtube"]')).toHaveLength(0);
  });
});

test('no section without streams, before the bracket is drawn, or when the list cannot be read', async () => {
  const api = mockApi({
    'GET /v1/tournaments/cup-1/bracket': { body: { data: BRACKET } },
    'GET /v1/tournaments/cup-1/match-streams': { body: { data: [] } },
  });
  const view = await renderWithKit(<BracketPage tournament={tournament} />, 'en');
  await screen.findByTitle(/Winter Clash/);
  expect(api.calls()).toContain('GET /v1/tournaments/cup-1/match-streams');
  expect(screen.queryByRole('region', { name: 'Match streams' })).toBeNull();
  view.unmount();
  resetKit();

  const notDrawn = mockApi({
    'GET /v1/tournaments/cup-1/bracket': {
      status: 404,
      body: { code: 4004, message: 'The bracket is available when the tournament begins', details: null },
    },
  });
  const second = await renderWithKit(<BracketPage tournament={tournament} />, 'en');
  expect(await screen.findByText('The bracket is available when the tournament begins')).toBeInTheDocument();
  expect(notDrawn.calls()).not.toContain('GET /v1/tournaments/cup-1/match-streams');
  second.unmount();
  resetKit();

  mockApi({
    'GET /v1/tournaments/cup-1/bracket': { body: { data: BRACKET } },
    'GET /v1/tournaments/cup-1/match-streams': { status: 500, body: { code: 5000, message: 'boom' } },
  });
  await renderWithKit(<BracketPage tournament={tournament} />, 'en');
  await screen.findByTitle(/Winter Clash/);
  expect(screen.queryByRole('region', { name: 'Match streams' })).toBeNull();
});
