import type { TournamentStream } from '@arena/contract';
import { streamEmbedUrl } from '@arena/contract/rules';
import { Button, Muted } from '@arena/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { ExternalIcon } from './icons';
import { Section } from './section';

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

const PROVIDER_NAMES: Record<TournamentStream['provider'], string> = { twitch: 'Twitch', youtube: 'YouTube' };

/**
 * The tournament's live stream (issue 32), loaded on the visitor's click only: before it the page asks nothing of
 * Twitch or YouTube (no script, no cookie, no request), the box keeps its 16:9 size, and the button says whose
 * content it loads. Twitch's player is told the page's own host (`parent`); YouTube's is its no-cookie one.
 */
export function StreamSection({
  stream,
  tournamentName,
}: {
  stream: TournamentStream;
  tournamentName: string;
}) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const provider = PROVIDER_NAMES[stream.provider];

  // The button is gone once clicked: focus moves to the player instead of falling to the page.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <Section title={t('stream.title')}>
      <Player>
        {loaded ? (
          <Frame
            ref={frame}
            src={streamEmbedUrl(stream, window.location.hostname)}
            title={t('stream.frameTitle', { name: tournamentName, provider })}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <Prompt>
            <Button type="button" onClick={() => setLoaded(true)}>
              {t('stream.load')}
            </Button>
            <Muted>{t('stream.notice', { provider })}</Muted>
          </Prompt>
        )}
      </Player>
      <WatchLink href={stream.url} target="_blank" rel="noopener noreferrer">
        {t('stream.watchOn', { provider })}
        <ExternalIcon />
      </WatchLink>
    </Section>
  );
}
