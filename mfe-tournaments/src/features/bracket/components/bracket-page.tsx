import {
  Alert,
  Button,
  EmptyState,
  getPlatformConfig,
  localized,
  Spinner,
  type Tournament,
  type TournamentBracket,
  useLocale,
} from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isBracketNotAvailable, useTournamentBracket } from '../api/get-tournament-bracket';
import { BRACKET_NAMESPACE } from '../i18n';
import { type BracketStage, bracketFrameUrl, frameTitleKey, originOf } from '../utils/bracket-frame';
import { BracketFrame } from './bracket-frame';
import { BracketSection } from './bracket-section';
import { MatchStreams } from './match-streams';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: 1.6;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space(8)};
`;

interface FrameSpec {
  stage: BracketStage;
  title: string;
}

function useFrameSpecs(bracket: TournamentBracket): FrameSpec[] {
  const { t } = useTranslation(BRACKET_NAMESPACE);
  const frames: FrameSpec[] = [{ stage: 'main', title: t(frameTitleKey(bracket.type)) }];
  if (bracket.nextBracket) {
    frames.push({
      stage: 'next',
      title: t('frame.next', { type: t(frameTitleKey(bracket.nextBracket.type)) }),
    });
  }
  return frames;
}

function Frames({ tournament, bracket }: { tournament: Tournament; bracket: TournamentBracket }) {
  const { t, i18n } = useTranslation(BRACKET_NAMESPACE);
  const locale = i18n.language === 'en' ? 'en' : 'ar';
  const host = getPlatformConfig().bracketHostOrigin;
  const hostOrigin = originOf(host);
  const name = localized(tournament.name, locale);
  const frames = useFrameSpecs(bracket);
  return (
    <>
      {frames.map(({ stage, title }) => (
        <BracketFrame
          key={stage}
          title={title}
          label={t('frame.label', { title, name })}
          src={bracketFrameUrl(host, tournament.id, stage, locale)}
          hostOrigin={hostOrigin}
        />
      ))}
    </>
  );
}

/**
 * The Bracket page's content (P1 §2 "Bracket page": banner, name, description): the tournament's description
 * under the name the tournament page shows above it (with the banner), then the main bracket and, when the
 * tournament has one, the next, each in a frame of the embed host; the not-started message until the tournament
 * begins.
 */
export function BracketPage({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(BRACKET_NAMESPACE);
  const locale = useLocale();
  const description = localized(tournament.description, locale).trim();
  const headingId = useId();
  const bracket = useTournamentBracket(tournament.id);

  let content;
  if (bracket.isPending) {
    content = (
      <Centered>
        <Spinner aria-label={t('loading')} />
      </Centered>
    );
  } else if (bracket.isError && isBracketNotAvailable(bracket.error)) {
    content = <EmptyState title={t('notStarted')} />;
  } else if (bracket.isError) {
    content = (
      <Alert $tone="danger">
        <p>{t('loadError')}</p>
        <Button $variant="secondary" $size="small" onClick={() => void bracket.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  } else {
    content = <Frames tournament={tournament} bracket={bracket.data} />;
  }

  return (
    <Page>
      {description && <Description>{description}</Description>}
      <BracketSection aria-labelledby={headingId} aria-busy={bracket.isPending}>
        <h2 id={headingId}>{t('title')}</h2>
        {content}
      </BracketSection>
      {bracket.data && <MatchStreams tournamentId={tournament.id} />}
    </Page>
  );
}
