import type { HomeSlide } from '@arena/contract';
import { AppLink, assetUrl, Badge, ButtonLink, localized, type Locale } from '@arena/shared-kit';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useHomeSlides } from '../api/get-home-slides';
import { CAROUSEL_INTERVAL_MS, slideImage, wrapSlideIndex } from '../utils/promo-slides';

const Region = styled.section`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Native horizontal scrolling with snap points: swipe on touch screens for free, no carousel library. */
const Track = styled.div`
  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const ARTWORK: Record<HomeSlide['artwork'], string> = {
  pass: `radial-gradient(circle at 85% 30%, rgb(245 179 1 / 0.55), transparent 40%),
    repeating-linear-gradient(135deg, rgb(255 255 255 / 0.04) 0 2px, transparent 2px 18px),
    linear-gradient(120deg, #1a1240 0%, #3b1d6e 55%, #f5b301 140%)`,
  tournaments: `radial-gradient(circle at 80% 70%, rgb(25 194 160 / 0.5), transparent 45%),
    repeating-linear-gradient(90deg, rgb(255 255 255 / 0.05) 0 1px, transparent 1px 48px),
    linear-gradient(120deg, #06222b 0%, #0d4a52 60%, #19c2a0 150%)`,
  prizes: `radial-gradient(circle at 75% 40%, rgb(255 107 110 / 0.45), transparent 42%),
    conic-gradient(from 200deg at 80% 50%, rgb(245 179 1 / 0.25), transparent 30%),
    linear-gradient(120deg, #2b0d14 0%, #5a1a2a 60%, #f5b301 160%)`,
};

/**
 * A slide's size is fixed per screen width, never drawn from its texts, so the placeholder, the slides and any text
 * an editor writes take the same room and nothing below moves (DESIGN §8). The contract's longest texts fit it
 * clamped: badge and button on one line each, cut with an ellipsis, the title on two lines, the description on three;
 * the dots' row stays clear below them. In rem, so a larger default font gets more room. The drawn artwork (under
 * the image, or alone) keeps its bright side behind the empty half of the slide in both directions.
 */
const Slide = styled.div<{ $artwork: string }>`
  flex: 0 0 100%;
  min-inline-size: 0;
  scroll-snap-align: start;
  display: flex;
  align-items: center;
  block-size: clamp(22rem, 40vw, 25rem);
  overflow: hidden;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(14)}
    ${({ theme }) => theme.space(12)};
  position: relative;
  isolation: isolate;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: ${({ $artwork }) => $artwork};
  }
  [dir='rtl'] &::before {
    transform: scaleX(-1);
  }
  > img {
    position: absolute;
    inset: 0;
    z-index: -1;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  @media (max-width: 640px) {
    block-size: 21rem;
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)}
      ${({ theme }) => theme.space(14)};
  }
  .content {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
    inline-size: 100%;
    max-inline-size: 560px;
    justify-items: start;
  }
  .content > * {
    max-inline-size: 100%;
  }
  .content > span,
  .content > a > span {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  h2,
  p {
    margin: 0;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  h2 {
    -webkit-line-clamp: 2;
    font-size: clamp(1.6rem, 4vw, 2.6rem);
    line-height: 1.15;
    text-shadow: 0 2px 12px rgb(0 0 0 / 0.4);
  }
  p {
    font-size: 1.05rem;
    color: rgb(242 244 248 / 0.88);
  }
`;

const Arrow = styled.button`
  position: absolute;
  z-index: 1;
  inset-block-start: 50%;
  translate: 0 -50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: 50%;
  border: 1px solid rgb(255 255 255 / 0.25);
  background: rgb(11 15 26 / 0.6);
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[data-side='start'] {
    inset-inline-start: ${({ theme }) => theme.space(3)};
  }
  &[data-side='end'] {
    inset-inline-end: ${({ theme }) => theme.space(3)};
  }
  &:hover {
    background: rgb(11 15 26 / 0.85);
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  @media (max-width: 640px) {
    inset-block-start: auto;
    inset-block-end: ${({ theme }) => theme.space(3)};
    translate: none;
  }
`;

/** Only the dots take clicks; the arrows sit on the same row on small screens. */
const Dots = styled.div`
  position: absolute;
  z-index: 1;
  inset-block-end: ${({ theme }) => theme.space(4)};
  inset-inline: 0;
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  pointer-events: none;
  button {
    pointer-events: auto;
    inline-size: 28px;
    block-size: 28px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
  button::before {
    content: '';
    display: block;
    margin: auto;
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: rgb(255 255 255 / 0.4);
    transition: inline-size 0.2s ease;
  }
  button[aria-current='true']::before {
    inline-size: 24px;
    border-radius: 5px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/** Stops and starts the turning: in the top corner on the end side, inside the slides' padding, clear of the arrows. */
const Rotation = styled.button`
  position: absolute;
  z-index: 1;
  inset-block-start: ${({ theme }) => theme.space(3)};
  inset-inline-end: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  padding: 0;
  border-radius: 50%;
  border: 1px solid rgb(255 255 255 / 0.25);
  background: rgb(11 15 26 / 0.6);
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: rgb(11 15 26 / 0.85);
  }
`;

/** Pause (two bars) while the slides turn by themselves, play (a triangle) once the visitor stopped them. */
function RotationIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M7 4l13 8-13 8z" />}
    </svg>
  );
}

/**
 * Whether the element is on screen and its tab is in front: a carousel nobody can see does not turn (nor draw its
 * scrolling frames). Taken as seen where the browser cannot tell.
 */
function useSeen(ref: RefObject<HTMLElement>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  const [tabVisible, setTabVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const element = ref.current;
    const onVisibility = () => setTabVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
      observer.observe(element);
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
    };
  }, [ref]);
  return onScreen && tabVisible;
}

function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The home promotional carousel (P1 §1): the slides `GET /v1/home/slides` answers, auto-advancing every 10 s, paused
 * while the pointer or the focus is inside and while it is off screen or its tab hidden, and stopped by its rotation
 * button (ARIA's carousel pattern: first in the controls, until the visitor plays it again); previous/next buttons
 * and labelled dots when there are several. Follows the page direction. While the slides load, and when they cannot
 * be loaded, the frame keeps its size and artwork.
 */
export function PromoCarousel() {
  const { t, i18n } = useTranslation('shell');
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ar';
  const answer = useHomeSlides();
  const slides = typeof answer === 'string' ? [] : answer;
  const regionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const seen = useSeen(regionRef);
  const total = slides.length;

  const scrollTo = useCallback(
    (index: number, behavior: ScrollBehavior = 'smooth') => {
      const track = trackRef.current;
      if (!track) return;
      const target = wrapSlideIndex(index, total);
      // Right-to-left scroll positions run from 0 towards negative values.
      const sign = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo?.({
        left: sign * target * track.clientWidth,
        behavior: reduceMotion ? 'auto' : behavior,
      });
      setSelected(target);
    },
    [total],
  );

  // Swipes and keyboard scrolling move the track directly; follow them.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (track.clientWidth)
          setSelected(wrapSlideIndex(Math.round(Math.abs(track.scrollLeft) / track.clientWidth), total));
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
    };
  }, [total]);

  // A new direction restarts the scroll origin: put the current slide back in view.
  useEffect(() => {
    scrollTo(selected, 'auto');
  }, [locale]);

  // Restarts after every change, so a slide chosen by hand (or one come back into view) also stays its full 10 s.
  const turning = !stopped && !hovered && !focused && seen && total > 1;
  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => scrollTo(selected + 1), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [turning, selected, scrollTo]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Region
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      aria-busy={answer === 'loading'}
      // Without slides the frame only keeps its room: nothing in it to announce.
      aria-hidden={total === 0 && answer !== 'loading' ? true : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-testid="promo-carousel"
    >
      {/* The controls come first in the tab order (the rotation button first of all); they sit above the slides. */}
      {total > 1 && (
        <>
          <Rotation
            type="button"
            data-rotation={stopped ? 'stopped' : 'turning'}
            aria-label={t(stopped ? 'home.carousel.play' : 'home.carousel.stop')}
            onClick={() => setStopped(!stopped)}
          >
            <RotationIcon playing={!stopped} />
          </Rotation>
          <Arrow
            type="button"
            data-side="start"
            aria-label={t('home.carousel.previous')}
            onClick={() => scrollTo(selected - 1)}
          >
            <ChevronIcon direction="previous" />
          </Arrow>
          <Arrow
            type="button"
            data-side="end"
            aria-label={t('home.carousel.next')}
            onClick={() => scrollTo(selected + 1)}
          >
            <ChevronIcon direction="next" />
          </Arrow>
          <Dots>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t('home.carousel.goTo', { number: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
              />
            ))}
          </Dots>
        </>
      )}
      <Track ref={trackRef} aria-live={turning ? 'off' : 'polite'}>
        {total === 0 && <Slide $artwork={ARTWORK.pass} data-slide="placeholder" />}
        {slides.map((slide, index) => {
          const image = slideImage(slide.image, locale);
          return (
            <Slide
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.carousel.slideLabel', { current: index + 1, total })}
              aria-hidden={index !== selected}
              {...inertWhen(index !== selected)}
              $artwork={ARTWORK[slide.artwork]}
              data-slide={slide.id}
            >
              {image && (
                <img
                  src={assetUrl(image)}
                  alt=""
                  width={slide.imageSize?.width}
                  height={slide.imageSize?.height}
                  decoding="async"
                  {...(index === 0 ? { fetchpriority: 'high' } : { loading: 'lazy' })}
                  // A broken image leaves the drawn artwork under it in view.
                  onError={(event) => (event.currentTarget.hidden = true)}
                />
              )}
              <div className="content">
                <Badge $tone="primary">{localized(slide.badge, locale)}</Badge>
                <h2>{localized(slide.title, locale)}</h2>
                <p>{localized(slide.description, locale)}</p>
                <ButtonLink as={AppLink} href={slide.link}>
                  <span>{localized(slide.cta, locale)}</span>
                </ButtonLink>
              </div>
            </Slide>
          );
        })}
      </Track>
    </Region>
  );
}

/** `inert` for off-screen slides; React 18 passes it through only as a string attribute. */
function inertWhen(hidden: boolean): Record<string, string> {
  return hidden ? { inert: '' } : {};
}
