import { setLocale } from '@arena/shared-kit';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithKit } from '@arena/shared-kit/testing';
import '../../../i18n';
import { PromoCarousel } from './promo-carousel';

function currentDot() {
  return within(screen.getByTestId('promo-carousel'))
    .getAllByRole('button', { name: /Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
}

describe('PromoCarousel', () => {
  beforeEach(async () => {
    await act(() => setLocale('en'));
  });
  afterEach(() => jest.useRealTimers());

  it('draws three labelled slides whose buttons link to the pass and the tournaments', () => {
    renderWithKit(<PromoCarousel />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(within(slides[0]).getByRole('link')).toHaveAttribute('href', '/me-pass');
    expect(within(slides[1]).getByRole('link', { hidden: true })).toHaveAttribute('href', '/tournaments');
    expect(within(slides[2]).getByRole('link', { hidden: true })).toHaveAttribute('href', '/tournaments');
  });

  it('moves with the previous/next buttons and the dots, wrapping around', () => {
    renderWithKit(<PromoCarousel />);
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

  it('advances every 10 seconds and pauses while hovered', () => {
    jest.useFakeTimers();
    renderWithKit(<PromoCarousel />);
    act(() => jest.advanceTimersByTime(9_999));
    expect(currentDot()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(currentDot()).toBe(1);
    fireEvent.mouseEnter(screen.getByTestId('promo-carousel'));
    act(() => jest.advanceTimersByTime(30_000));
    expect(currentDot()).toBe(1);
    fireEvent.mouseLeave(screen.getByTestId('promo-carousel'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(currentDot()).toBe(2);
  });
});
