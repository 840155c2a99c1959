import {
  assetUrl,
  fetchPriority,
  type Locale,
  localized,
  type LocalizedImage,
  useLocale,
} from '@arena/shared-kit';
import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background:
    radial-gradient(
      circle at 80% 20%,
      color-mix(in srgb, ${({ theme }) => theme.colors.primary} 30%, transparent),
      transparent 50%
    ),
    linear-gradient(135deg, #1d1540, ${({ theme }) => theme.colors.surfaceRaised});
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    display: block;
  }
`;

/**
 * The address of a tournament poster in `locale` (a string, or `{en, ar}` falling back to en), as the poster, the
 * page's share image and the page's early request for it (app/routes.tsx) all use it.
 */
export function posterSrc(poster: LocalizedImage | null | undefined, locale: Locale): string | undefined {
  return assetUrl(localized(poster, locale));
}

/**
 * A tournament poster in the viewer's language (a string, or `{en, ar}` falling back to en). Decorative: the
 * tournament name always follows it. A missing or broken image leaves the branded backdrop. `eager` for a poster
 * at the top of its page, often the page's largest image: fetched at once and first, not when layout reaches it.
 */
export function TournamentPoster({
  poster,
  className,
  eager = false,
}: {
  poster: LocalizedImage | null | undefined;
  className?: string;
  eager?: boolean;
}) {
  const locale = useLocale();
  const src = posterSrc(poster, locale);
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Frame className={className}>
      {src && broken !== src && (
        <img
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          {...fetchPriority(eager ? 'high' : 'auto')}
          decoding="async"
          onError={() => setBroken(src)}
        />
      )}
    </Frame>
  );
}
