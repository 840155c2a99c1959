import type { Tournament } from '@arena/shared-kit';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TournamentsRoutes } from '../../../app/routes';
import { makeTournament } from '../../../testing/fixtures';

beforeEach(() => {
  resetKit();
  window.localStorage.clear();
});

const YOUTUBE = makeTournament({
  id: 'cup',
  stream: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
});
const TWITCH = makeTournament({
  id: 'cup',
  stream: { provider: 'twitch', channel: 'menaarena', url: 'https://www.twitch.tv/menaarena' },
});

function renderPage(tournament: Tournament, locale: 'en' | 'ar' = 'en') {
  mockApi({ [`GET /v1/tournaments/${tournament.id}`]: { body: { data: tournament } } });
  return renderWithKit(
    <MemoryRouter initialEntries={[`/tournaments/${tournament.id}`]}>
      <TournamentsRoutes />
    </MemoryRouter>,
    locale,
  );
}

describe('the live stream on the tournament page', () => {
  it('offers a button and says whose content it loads; the player is inserted only after the click', async () => {
    await renderPage(YOUTUBE);
    const section = await screen.findByRole('region', { name: 'Watch live' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(
      within(section).getByText(
        'Loading the stream shows content from YouTube, which may set its own cookies.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );

    fireEvent.click(within(section).getByRole('button', { name: 'Load the stream' }));
    const frame = within(section).getByTitle('Desert Clash Cup: live stream on YouTube');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveFocus();
    expect(within(section).queryByRole('button', { name: 'Load the stream' })).toBeNull();
  });

  it("Twitch's player names the page's own host as its parent", async () => {
    await renderPage(TWITCH);
    const section = await screen.findByRole('region', { name: 'Watch live' });
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Load the stream' }));
    expect(within(section).getByTitle('Desert Clash Cup: live stream on Twitch')).toHaveAttribute(
      'src',
      `https://player.twitch.tv/?channel=menaarena&parent=${window.location.hostname}`,
    );
  });

  it('in Arabic', async () => {
    await renderPage(TWITCH, 'ar');
    const section = await screen.findByRole('region', { name: 'شاهد البث المباشر' });
    expect(
      within(section).getByText('يعرض تشغيل البث محتوى من Twitch، وقد يضع ملفات تعريف الارتباط الخاصة به.'),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'تشغيل البث' }));
    expect(within(section).getByTitle('كأس صراع الصحراء: بث مباشر على Twitch')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/player\.twitch\.tv\/\?channel=menaarena&parent=/),
    );
  });

  it('a tournament without a stream has no such section', async () => {
    await renderPage(makeTournament({ id: 'cup' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Desert Clash Cup' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Watch live' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load the stream' })).toBeNull();
  });
});
