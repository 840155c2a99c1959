import { formatNumber, useLocale } from '@arena/shared-kit';
import styled from 'styled-components';

const Svg = styled.svg`
  inline-size: 1.1em;
  block-size: 1.1em;
  flex-shrink: 0;
`;

/** Decorative icons; the text next to each says what it stands for. */
export function ShareIcon() {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </Svg>
  );
}

export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <Svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.15s ease' }}
    >
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function ExternalIcon() {
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Svg>
  );
}

const Medal = styled(Svg)`
  inline-size: 1.5em;
  block-size: 1.5em;
`;

const MEDAL_COLORS = ['#f5c542', '#c9d1dc', '#d08a4b'] as const;

/** Gold, silver and bronze for the first three places, numbered in the page's digits. */
export function MedalIcon({ place }: { place: 1 | 2 | 3 }) {
  const locale = useLocale();
  const color = MEDAL_COLORS[place - 1];
  return (
    <Medal viewBox="0 0 24 24" aria-hidden="true" data-testid="prize-icon" data-place={place}>
      <path d="M7 2h4l2 5-3 2zM17 2h-4l-2 5 3 2z" fill={color} opacity="0.6" />
      <circle cx="12" cy="15" r="6.5" fill={color} />
      <text x="12" y="18.2" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="#1a1300">
        {formatNumber(place, locale)}
      </text>
    </Medal>
  );
}
