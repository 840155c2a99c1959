import { setPlatformConfig, type TournamentBracket } from '@arena/shared-kit';
import { act, screen } from '@testing-library/react';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { makeTournament } from '../../../testing/fixtures';
import { BracketPage } from './bracket-page';

const HOST = 'https://brackets.arena.test';
const tournament = makeTournament({ id: 'cup-1', name: { en: 'Winter Clash', ar: 'مواجهة الشتاء' } });

function answerBracket(bracket: TournamentBracket | null) {
  return mockApi({
    'GET /v1/tournaments/cup-1/bracket': bracket
      ? { body: { data: bracket } }
      : {
          status: 404,
          body: { code: 4004, message: 'The bracket is available when the tournament begins', details: null },
        },
  });
}

function postFrom(origin: string, source: Window | null, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
  });
}

beforeEach(() => {
  resetKit();
  setPlatformConfig({ bracketHostOrigin: HOST });
});
afterAll(() => setPlatformConfig({}));

describe('BracketPage', () => {
  test('the main and next frames, titled by type, from the embed host in the page language', async () => {
    answerBracket({
      type: 'round_robin',
      stageId: 1,
      nextBracket: { type: 'single_elimination', stageId: 2 },
    });
    await renderWithKit(<BracketPage tournament={tournament} />, 'en');

    expect(screen.getByRole('heading', { level: 2, name: 'Bracket' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Round Robin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Next Main Bracket' })).toBeInTheDocument();
    const main = screen.getByTitle('Round Robin: Winter Clash');
    expect(main).toHaveAttribute('src', `${HOST}/embed/brackets/cup-1?stage=main&lang=en`);
    expect(main).toHaveAttribute('height', '850');
    expect(screen.getByTitle('Next Main Bracket: Winter Clash')).toHaveAttribute(
      'src',
      `${HOST}/embed/brackets/cup-1?stage=next&lang=en`,
    );
  });

  test('Arabic: Arabic titles, lang=ar frames; swiss', async () => {
    answerBracket({ type: 'swiss_bracket', stageId: 5, nextBracket: null });
    await renderWithKit(<BracketPage tournament={tournament} />, 'ar');
    expect(await screen.findByRole('heading', { level: 3, name: 'الجدول السويسري' })).toBeInTheDocument();
    expect(screen.getByTitle('الجدول السويسري: مواجهة الشتاء')).toHaveAttribute(
      'src',
      `${HOST}/embed/brackets/cup-1?stage=main&lang=ar`,
    );
    expect(screen.getAllByTitle(/مواجهة الشتاء/)).toHaveLength(1);
  });

  test('the height follows resize messages from the host only, and only from that frame', async () => {
    answerBracket({ type: 'double_elimination', stageId: 3, nextBracket: null });
    await renderWithKit(<BracketPage tournament={tournament} />, 'en');
    const frame = (await screen.findByTitle('Main Bracket: Winter Clash')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('height', '850');

    postFrom('https://evil.example', frame.contentWindow, { type: 'arena:bracket-resize', height: 5 });
    expect(frame).toHaveAttribute('height', '850');
    postFrom(HOST, window, { type: 'arena:bracket-resize', height: 5 });
    expect(frame).toHaveAttribute('height', '850');
    postFrom(HOST, frame.contentWindow, { type: 'something-else', height: 5 });
    postFrom(HOST, frame.contentWindow, { type: 'arena:bracket-resize', height: 'tall' });
    postFrom(HOST, frame.contentWindow, { type: 'arena:bracket-resize', height: -20 });
    expect(frame).toHaveAttribute('height', '850');

    postFrom(HOST, frame.contentWindow, { type: 'arena:bracket-resize', height: 1234.2 });
    expect(frame).toHaveAttribute('height', '1235');
    postFrom(HOST, frame.contentWindow, { type: 'arena:bracket-resize', height: 420 });
    expect(frame).toHaveAttribute('height', '420');
  });

  test.each([
    ['en', 'Eight teams, one trophy: the bracket of the winter season.'],
    ['ar', 'ثمانية فرق وكأس واحدة: جدول بطولة موسم الشتاء.'],
  ] as const)('the description of the tournament, before the bracket (%s)', async (locale, text) => {
    answerBracket({ type: 'double_elimination', stageId: 3, nextBracket: null });
    const described = makeTournament({
      ...tournament,
      description: {
        en: 'Eight teams, one trophy: the bracket of the winter season.',
        ar: 'ثمانية فرق وكأس واحدة: جدول بطولة موسم الشتاء.',
      },
    });
    await renderWithKit(<BracketPage tournament={described} />, locale);
    const description = screen.getByText(text);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(description.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('before the tournament begins: the not-started message, no frame', async () => {
    answerBracket(null);
    await renderWithKit(<BracketPage tournament={tournament} />, 'en');
    expect(
      await screen.findByText('The bracket is available when the tournament begins'),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('the not-started message in Arabic', async () => {
    answerBracket(null);
    await renderWithKit(<BracketPage tournament={tournament} />, 'ar');
    expect(await screen.findByText('يتوفر جدول البطولة عند بدء البطولة')).toBeInTheDocument();
  });

  test('a spinner while loading', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    await renderWithKit(<BracketPage tournament={tournament} />, 'en');
    expect(screen.getByRole('status', { name: 'Loading the bracket' })).toBeInTheDocument();
  });

  test('another failure: the load-failure message and a retry', async () => {
    mockApi({ 'GET /v1/tournaments/cup-1/bracket': { status: 500, body: { code: 5000, message: 'boom' } } });
    await renderWithKit(<BracketPage tournament={tournament} />, 'en');
    // One retry (a second or so) before giving up.
    expect(
      await screen.findByText('Failed to load tournament data', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
