import {
  assetUrl,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Muted,
  toast,
  type MatchmakingMatch,
  type MatchmakingMatchPlayer,
} from '@arena/shared-kit';
import { noShowClaim } from '@arena/contract/rules';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MATCHMAKING_NAMESPACE } from '../i18n';
import { acceptanceSecondsLeft, formatMinutesSeconds, matchSides } from '../utils/matchmaking-rules';
import { InfoButton } from './info-dialogs';
import { ResultReport } from './result-report';
import { TournamentCodeButton } from '../../../components/tournament-code-button';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  border-color: ${({ theme }) => theme.colors.primary};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
`;

const Side = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  strong {
    overflow-wrap: anywhere;
  }
  img {
    inline-size: 48px;
    block-size: 48px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One side of the match: its player, and in a duo match (issue 33) the second player of that side. */
function PlayerSide({
  player,
  partner,
  label,
}: {
  player: MatchmakingMatchPlayer;
  partner: MatchmakingMatchPlayer | null;
  label: string;
}) {
  const { t } = useTranslation(MATCHMAKING_NAMESPACE);
  const image = assetUrl(player.profileImage);
  return (
    <Side data-testid="match-side">
      {image && <img src={image} alt="" />}
      <Muted as="span">{label}</Muted>
      <strong dir="auto">{player.riot_id}</strong>
      <span>{t('match.pointsValue', { count: player.points })}</span>
      {partner && (
        <>
          <strong dir="auto">{partner.riot_id}</strong>
          <span>{t('match.pointsValue', { count: partner.points })}</span>
        </>
      )}
    </Side>
  );
}

interface CurrentMatchCardProps {
  tournamentId: string;
  match: MatchmakingMatch;
  userId: string | null;
  now: number;
  busy: boolean;
  onForfeit: () => Promise<void>;
  onClaimNoShow: () => Promise<void>;
  onHowToJoin: () => void;
}

/**
 * The current match (P1 §2, §4): both players with their points, the tournament code to copy, the 100 s
 * acceptance countdown then its expired flag, result reporting, leaving the match (a loss, after a
 * confirmation; refused once the game started) and the no-show claim, offered from 15 minutes after creation and
 * pressable only while the lobby shows the player in it and the opponent not (else a hint says why).
 */
export function CurrentMatchCard({
  tournamentId,
  match,
  userId,
  now,
  busy,
  onForfeit,
  onClaimNoShow,
  onHowToJoin,
}: CurrentMatchCardProps) {
  const { t } = useTranslation(MATCHMAKING_NAMESPACE);
  const [confirmingForfeit, setConfirmingForfeit] = useState(false);
  const [reported, setReported] = useState(false);
  const onReportedChange = useCallback((value: boolean) => setReported(value), []);
  const titleId = useId();
  const noShowHintId = useId();
  const { self, partner, opponents } = matchSides(match, userId);
  const acceptance = acceptanceSecondsLeft(match, now);
  // On exactly when the server will accept the claim (the contract's rule, from the lobby the status reports; in
  // a duo match the other side is absent when neither of its players is in the lobby).
  const noShow = noShowClaim({
    createdAt: match.createdAt,
    now,
    reported,
    selfJoined: match.lobby_joined.includes(self.user_id),
    opponentJoined: opponents.some((opponent) => match.lobby_joined.includes(opponent.user_id)),
  });
  const code = match.tournament_code;

  return (
    <Box as="section" aria-labelledby={titleId}>
      <Header>
        <h3 id={titleId}>{t('match.title')}</h3>
        {acceptance > 0 ? (
          <Badge $tone="info" role="timer">
            {t('match.acceptIn', { seconds: acceptance })}
          </Badge>
        ) : (
          <Badge $tone="warning">{t('match.expired')}</Badge>
        )}
      </Header>
      <Sides>
        <PlayerSide player={self} partner={partner} label={t('you')} />
        <Muted as="span">{t('match.versus')}</Muted>
        <PlayerSide
          player={opponents[0]}
          partner={opponents[1] ?? null}
          label={opponents.length > 1 ? t('duo.opponents') : t('match.opponent')}
        />
      </Sides>
      <div>
        <Muted>{t('match.codeLabel')}</Muted>
        <CodeRow>
          <TournamentCodeButton
            code={code}
            texts={{
              label: t('match.copyCode', { code }),
              copied: t('toast.codeCopied'),
              failed: t('toast.copyFailed'),
            }}
          />
          <InfoButton aria-label={t('match.howToJoin')} onClick={onHowToJoin}>
            i
          </InfoButton>
        </CodeRow>
        <Muted>{t('match.codeHint')}</Muted>
      </div>
      <ResultReport
        tournamentId={tournamentId}
        match={match}
        userId={userId}
        onReportedChange={onReportedChange}
      />
      <Actions>
        {!reported && (
          <Button
            $variant="secondary"
            disabled={noShow.state !== 'claimable' || busy}
            aria-describedby={noShow.state === 'refused' ? noShowHintId : undefined}
            onClick={() => void onClaimNoShow()}
          >
            {noShow.state === 'wait'
              ? t('match.noShowIn', { time: formatMinutesSeconds(noShow.availableAt, now) })
              : t('match.noShow')}
          </Button>
        )}
        <Button $variant="ghost" onClick={() => toast.info(t('toast.adminsNotified'))}>
          {t('match.callAdmins')}
        </Button>
        <Button
          $variant="danger"
          disabled={match.game_started || busy}
          onClick={() => setConfirmingForfeit(true)}
        >
          {t('match.forfeit')}
        </Button>
      </Actions>
      {!reported && noShow.state === 'refused' && (
        <Muted id={noShowHintId}>
          {noShow.reason === 'opponentInLobby'
            ? t('match.noShowOpponentInLobby')
            : t('match.noShowNotInLobby')}
        </Muted>
      )}
      {match.game_started && <Muted>{t('match.forfeitBlocked')}</Muted>}
      <ConfirmDialog
        open={confirmingForfeit}
        title={t('forfeitDialog.title')}
        message={t('forfeitDialog.message')}
        confirmLabel={t('forfeitDialog.confirm')}
        tone="danger"
        busy={busy}
        onConfirm={() => {
          setConfirmingForfeit(false);
          void onForfeit();
        }}
        onCancel={() => setConfirmingForfeit(false)}
      />
    </Box>
  );
}
