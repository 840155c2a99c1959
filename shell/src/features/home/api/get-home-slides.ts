import type { HomeSlide } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useEffect, useState } from 'react';

let request: Promise<HomeSlide[]> | undefined;
let answered: HomeSlide[] | undefined;

/**
 * GET /v1/home/slides, asked once per page load and shared by every caller: the start asks it as soon as the API's
 * address is known on `/`, the carousel waits for the same answer. A failed load is asked again by the next caller.
 * Not a query of the cache: the carousel is drawn before the query client loads (DESIGN §8). Public, so sent without
 * the player's token: a request with no Authorization header needs no CORS preflight round trip.
 */
export function loadHomeSlides(): Promise<HomeSlide[]> {
  request ??= apiCall('GET /v1/home/slides', { anonymous: true, redirectOnAuthError: false }).then(
    ({ data }) => (answered = data),
    (error: unknown) => {
      request = undefined;
      throw error;
    },
  );
  return request;
}

/** Forgets the answer, so the next load asks again (tests). */
export function forgetHomeSlides(): void {
  request = answered = undefined;
}

/** The home carousel's slides: 'loading' until they come, 'failed' when they could not be loaded. */
export function useHomeSlides(): HomeSlide[] | 'loading' | 'failed' {
  const [slides, setSlides] = useState<HomeSlide[] | 'loading' | 'failed'>(() => answered ?? 'loading');
  useEffect(() => {
    // Always through the promise: an answer that came between the first render and this effect is taken too.
    let mounted = true;
    loadHomeSlides().then(
      (data) => mounted && setSlides(data),
      (error: unknown) => {
        console.error('[arena] the home slides could not be loaded', error);
        if (mounted) setSlides('failed');
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return slides;
}
