import type { TournamentStream } from '@arena/contract';
import { streamEmbedUrl } from '@arena/contract/rules';
import { Button, Muted } from '@arena/shared-kit';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** The player's box: 16:9 from the first paint, so loading the player moves nothing below it. */
const Player = styled.div`
  position: relative;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
`;

const Prompt = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const Frame = styled.iframe`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  border: 0;
`;

const WatchLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const Icon = styled.svg`
  inline-size: 1.1em;
  block-size: 1.1em;
  flex-shrink: 0;
`;

function ExternalIcon() {
  return (
    <Icon viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  );
}

/** The provider's name as the texts say it (a brand, the same in both languages). */
export const STREAM_PROVIDER_NAMES: Record<TournamentStream['provider'], string> = {
  twitch: 'Twitch',
  youtube: 'YouTube',
};

/** What the player says, in the caller's language (the caller's namespace has them). */
export interface StreamPlayerTexts {
  /** The button that loads the player. */
  load: string;
  /** Whose content the button loads (and that it may set cookies). */
  notice: string;
  /** The loaded player's frame title. */
  frameTitle: string;
  /** The link to the stream on its own site. */
  watchOn: string;
}

/**
 * A live stream (issue 32) loaded on the visitor's click only: before it the page asks nothing of Twitch or
 * YouTube (no script, no cookie, no request), the box keeps its 16:9 size, and the button says whose content it
 * loads. Twitch's player is told the page's own host (`parent`); YouTube's is its no-cookie one. Used by the
 * tournament page's stream and a bracket match's in the match box.
 */
export function StreamPlayer({ stream, texts }: { stream: TournamentStream; texts: StreamPlayerTexts }) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button is gone once clicked: focus moves to the player instead of falling to the page.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <>
      <Player>
        {loaded ? (
          <Frame
            ref={frame}
            src={streamEmbedUrl(stream, window.location.hostname)}
            title={texts.frameTitle}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <Prompt>
            <Button type="button" onClick={() => setLoaded(true)}>
              {texts.load}
            </Button>
            <Muted>{texts.notice}</Muted>
          </Prompt>
        )}
      </Player>
      <WatchLink href={stream.url} target="_blank" rel="noopener noreferrer">
        {texts.watchOn}
        <ExternalIcon />
      </WatchLink>
    </>
  );
}
