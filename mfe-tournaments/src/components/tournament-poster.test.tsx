import { renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { TournamentPoster } from './tournament-poster';

beforeEach(resetKit);

const POSTER = { en: '/static/posters/cup.en.svg', ar: '/static/posters/cup.ar.svg' };

function image(container: HTMLElement): HTMLImageElement {
  const img = container.querySelector('img');
  if (!img) throw new Error('no poster image');
  return img;
}

describe('TournamentPoster', () => {
  it('loads lazily by default, in the viewer’s language', async () => {
    const { container } = await renderWithKit(<TournamentPoster poster={POSTER} />, 'ar');
    expect(image(container).getAttribute('src')).toContain('/static/posters/cup.ar.svg');
    expect(image(container).getAttribute('loading')).toBe('lazy');
    expect(image(container).getAttribute('fetchpriority')).toBe('auto');
  });

  it('an eager poster (the top of its page) is fetched at once and first', async () => {
    const { container } = await renderWithKit(<TournamentPoster poster={POSTER} eager />, 'en');
    expect(image(container).getAttribute('src')).toContain('/static/posters/cup.en.svg');
    expect(image(container).getAttribute('loading')).toBe('eager');
    expect(image(container).getAttribute('fetchpriority')).toBe('high');
  });
});
