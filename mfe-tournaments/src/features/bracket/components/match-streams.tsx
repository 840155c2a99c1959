import type { BracketMatchStream } from '@arena/contract';
import { Badge, formatDateTime, Muted, useLocale } from '@arena/shared-kit';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STREAM_PROVIDER_NAMES, StreamPlayer } from '../../../components/stream-player';
import { useMatchStreams } from '../api/get-match-streams';
import { BRACKET_NAMESPACE } from '../i18n';
import { BracketSection } from './bracket-section';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

/** `Round 2: Khalid vs Tariq` (`Playoffs, round 1: …` in the stage a round robin or swiss stage leads to). */
function matchTitle(t: TFunction, match: BracketMatchStream): string {
  const round = t(match.stage === 'main' ? 'matchStreams.round' : 'matchStreams.playoffRound', {
    round: match.round,
  });
  return t('matchStreams.match', {
    round,
    first: match.side1 ?? t('matchStreams.tbd'),
    second: match.side2 ?? t('matchStreams.tbd'),
  });
}

function MatchStreamItem({ match }: { match: BracketMatchStream }) {
  const { t } = useTranslation(BRACKET_NAMESPACE);
  const locale = useLocale();
  const headingId = useId();
  const title = matchTitle(t, match);
  const provider = STREAM_PROVIDER_NAMES[match.stream.provider];
  return (
    <Item aria-labelledby={headingId}>
      <Head>
        <h3 id={headingId}>{title}</h3>
        {match.status === 'running' && <Badge $tone="danger">{t('matchStreams.live')}</Badge>}
        {match.status === 'completed' && <Badge>{t('matchStreams.finished')}</Badge>}
      </Head>
      {match.scheduledTime && match.status !== 'completed' && (
        <Muted>{t('matchStreams.scheduledAt', { time: formatDateTime(match.scheduledTime, locale) })}</Muted>
      )}
      <StreamPlayer
        key={match.stream.url}
        stream={match.stream}
        texts={{
          load: t('matchStreams.load'),
          notice: t('matchStreams.notice', { provider }),
          frameTitle: t('matchStreams.frameTitle', { match: title, provider }),
          watchOn: t('matchStreams.watchOn', { provider }),
        }}
      />
    </Item>
  );
}

/**
 * The live streams of the bracket's matches (issue 32), under the bracket: each match an organizer attached a
 * Twitch or YouTube stream to, as a player loaded on the visitor's click (nothing of the provider before it). Shown
 * only when there is one; a failed read shows nothing (the bracket above is what the page is for).
 */
export function MatchStreams({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation(BRACKET_NAMESPACE);
  const headingId = useId();
  const streams = useMatchStreams(tournamentId);
  if (!streams.data || streams.data.length === 0) return null;
  return (
    <BracketSection aria-labelledby={headingId}>
      <h2 id={headingId}>{t('matchStreams.title')}</h2>
      <List>
        {streams.data.map((match) => (
          <MatchStreamItem key={match.matchId} match={match} />
        ))}
      </List>
    </BracketSection>
  );
}
