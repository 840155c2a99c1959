import type { HomeSlide } from '@arena/contract';
import { setLocale } from '@arena/shared-kit';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockApi, renderWithKit, type MockAnswer } from '@arena/shared-kit/testing';
import '../../../i18n';
import { forgetHomeSlides } from '../api/get-home-slides';
import { PromoCarousel } from './promo-carousel';

const SLIDES = 'GET /v1/home/slides';

function aSlide(id: string, overrides: Partial<HomeSlide> = {}): HomeSlide {
  return {
    id,
    title: { en: `Title ${id}`, ar: `عنوان ${id}` },
    description: { en: `Description ${id}` },
    badge: { en: `Badge ${id}`, ar: `شارة ${id}` },
    cta: { en: `Open ${id}`, ar: `افتح ${id}` },
    link: '/tournaments',
    image: null,
    imageSize: null,
    artwork: 'tournaments',
    ...overrides,
  };
}

const THREE_SLIDES = [
  aSlide('pass', {
    link: '/me-pass',
    artwork: 'pass',
    image: { en: '/static/slides/pass.en.svg', ar: '/static/slides/pass.ar.svg' },
    imageSize: { width: 1600, height: 560 },
  }),
  aSlide('tournaments', { image: '/static/slides/tournaments.svg', imageSize: { width: 1600, height: 560 } }),
  aSlide('prizes', { artwork: 'prizes', link: 'https://example.com/prizes' }),
];

function answerSlides(answer: MockAnswer) {
  return mockApi({ [SLIDES]: answer });
}

const carousel = () => screen.getByTestId('promo-carousel');

function currentDot() {
  return within(carousel())
    .getAllByRole('button', { name: /Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
}

async function renderSlides(slides: HomeSlide[]) {
  answerSlides({ body: { data: slides } });
  renderWithKit(<PromoCarousel />);
  return screen.findAllByRole('group', { hidden: true });
}

describe('PromoCarousel', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(async () => {
    forgetHomeSlides();
    consoleError = jest.spyOn(console, 'error');
    await act(() => setLocale('en'));
  });
  afterEach(() => {
    // React warns once per run (an attribute spelled as it does not know, an update outside act): every test checks.
    const warnings = consoleError.mock.calls.filter(([message]) => String(message).startsWith('Warning'));
    jest.useRealTimers();
    jest.restoreAllMocks();
    expect(warnings).toEqual([]);
  });

  it('draws the slides the API answers, in order, labelled, with their links', async () => {
    const slides = await renderSlides(THREE_SLIDES);
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(within(slides[0]).getByRole('heading')).toHaveTextContent('Title pass');
    expect(within(slides[0]).getByText('Description pass')).toBeInTheDocument();
    expect(within(slides[0]).getByText('Badge pass')).toBeInTheDocument();
    expect(within(slides[0]).getByRole('link')).toHaveAttribute('href', '/me-pass');
    expect(within(slides[0]).getByRole('link')).toHaveTextContent('Open pass');
    expect(within(slides[1]).getByRole('link', { hidden: true })).toHaveAttribute('href', '/tournaments');
    expect(within(slides[2]).getByRole('link', { hidden: true })).toHaveAttribute(
      'href',
      'https://example.com/prizes',
    );
    expect(carousel()).toHaveAttribute('aria-busy', 'false');
  });

  it('writes the texts in Arabic, falling back to English where a slide has none', async () => {
    await act(() => setLocale('ar'));
    const [first] = await renderSlides(THREE_SLIDES);
    expect(within(first).getByRole('heading')).toHaveTextContent('عنوان pass');
    expect(within(first).getByText('شارة pass')).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveTextContent('افتح pass');
    expect(within(first).getByText('Description pass')).toBeInTheDocument();
  });

  it('draws the first image at high priority and sized, the others lazily, each in its language', async () => {
    await act(() => setLocale('ar'));
    const slides = await renderSlides(THREE_SLIDES);
    // The slide's own texts say what it is: the image is decoration.
    const [first, second] = slides.map((slide) => slide.querySelector('img'));
    expect(first).toHaveAttribute('src', expect.stringMatching(/\/static\/slides\/pass\.ar\.svg$/));
    expect(first).toHaveAttribute('alt', '');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '560');
    expect(first).toHaveAttribute('decoding', 'async');
    expect(second).toHaveAttribute('src', expect.stringMatching(/\/static\/slides\/tournaments\.svg$/));
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    // No image: the drawn artwork alone.
    expect(slides[2].querySelector('img')).toBeNull();
  });

  it('hides an image that fails to load, leaving the artwork', async () => {
    const [first] = await renderSlides(THREE_SLIDES);
    const image = first.querySelector('img')!;
    fireEvent.error(image);
    expect(image).not.toBeVisible();
  });

  it('holds one placeholder slide of the same frame, without texts, while the slides load', () => {
    answerSlides({ pending: true });
    renderWithKit(<PromoCarousel />);
    expect(carousel()).toHaveAttribute('aria-busy', 'true');
    expect(carousel().querySelectorAll('[data-slide]')).toHaveLength(1);
    expect(carousel().querySelector('[data-slide="placeholder"]')).toBeEmptyDOMElement();
    expect(within(carousel()).queryAllByRole('button')).toHaveLength(0);
  });

  it('keeps the empty frame, without dots or arrows, when the slides cannot be loaded', async () => {
    consoleError.mockImplementation(() => undefined);
    answerSlides({ status: 500, body: { message: 'down' } });
    renderWithKit(<PromoCarousel />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(carousel()).toHaveAttribute('aria-busy', 'false');
    expect(carousel().querySelector('[data-slide="placeholder"]')).toBeInTheDocument();
    expect(within(carousel()).queryAllByRole('button', { hidden: true })).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledWith(
      '[arena] the home slides could not be loaded',
      expect.anything(),
    );
  });

  it('keeps the empty frame when there are no slides', async () => {
    answerSlides({ body: { data: [] } });
    renderWithKit(<PromoCarousel />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(carousel()).toHaveAttribute('aria-busy', 'false');
    expect(carousel().querySelector('[data-slide="placeholder"]')).toBeInTheDocument();
  });

  it('draws one slide without arrows or dots', async () => {
    await renderSlides([aSlide('only')]);
    expect(within(carousel()).queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(within(carousel()).queryAllByRole('button', { name: /Go to slide/ })).toHaveLength(0);
  });

  it('moves with the previous/next buttons and the dots, wrapping around', async () => {
    await renderSlides(THREE_SLIDES);
    expect(currentDot()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentDot()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toBe(2);
  });

  it('advances every 10 seconds and pauses while hovered', async () => {
    jest.useFakeTimers();
    await renderSlides(THREE_SLIDES);
    expect(currentDot()).toBe(0);
    act(() => jest.advanceTimersByTime(9_999));
    expect(currentDot()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(currentDot()).toBe(1);
    fireEvent.mouseEnter(carousel());
    act(() => jest.advanceTimersByTime(30_000));
    expect(currentDot()).toBe(1);
    fireEvent.mouseLeave(carousel());
    act(() => jest.advanceTimersByTime(10_000));
    expect(currentDot()).toBe(2);
  });

  it('stops for good with its rotation button, first of its controls, and plays again from it', async () => {
    jest.useFakeTimers();
    const slides = await renderSlides(THREE_SLIDES);
    const buttons = within(carousel()).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Stop the slide show');
    // Before the slides' own links in the tab order.
    expect(buttons[0].compareDocumentPosition(within(slides[0]).getByRole('link'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    fireEvent.click(buttons[0]);
    expect(buttons[0]).toHaveAccessibleName('Start the slide show');
    // Not even once the pointer has left: a stop is the visitor's.
    fireEvent.mouseEnter(carousel());
    fireEvent.mouseLeave(carousel());
    act(() => jest.advanceTimersByTime(60_000));
    expect(currentDot()).toBe(0);
    expect(carousel().querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(buttons[0]);
    expect(buttons[0]).toHaveAccessibleName('Stop the slide show');
    act(() => jest.advanceTimersByTime(10_000));
    expect(currentDot()).toBe(1);
    expect(carousel().querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('names its rotation button in Arabic', async () => {
    await act(() => setLocale('ar'));
    await renderSlides(THREE_SLIDES);
    expect(within(carousel()).getAllByRole('button')[0]).toHaveAccessibleName('إيقاف عرض الشرائح');
  });

  it('does not turn while it is off screen or its tab is hidden', async () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    const observe = jest.fn();
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: jest.fn((callback: typeof report) => {
        report = callback;
        return { observe, disconnect: jest.fn() };
      }),
    });
    let visibility: DocumentVisibilityState = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    try {
      jest.useFakeTimers();
      await renderSlides(THREE_SLIDES);
      expect(observe).toHaveBeenCalledWith(carousel());
      act(() => report([{ isIntersecting: false }]));
      act(() => jest.advanceTimersByTime(30_000));
      expect(currentDot()).toBe(0);
      act(() => report([{ isIntersecting: true }]));
      act(() => jest.advanceTimersByTime(10_000));
      expect(currentDot()).toBe(1);

      visibility = 'hidden';
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      act(() => jest.advanceTimersByTime(30_000));
      expect(currentDot()).toBe(1);
      visibility = 'visible';
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      act(() => jest.advanceTimersByTime(10_000));
      expect(currentDot()).toBe(2);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});
