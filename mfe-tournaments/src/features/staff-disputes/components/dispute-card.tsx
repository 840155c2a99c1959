import type { DisputePlayer, MatchDispute, MatchmakingMatchPlayer } from '@arena/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  formatDateTime,
  isApiError,
  localized,
  Muted,
  toast,
  useLocale,
} from '@arena/shared-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useResolveDispute } from '../api/resolve-dispute';
import { STAFF_DISPUTES_NAMESPACE } from '../i18n';
import { ScreenshotViewer } from './screenshot-viewer';

const Article = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2,
  h3 {
    margin: 0;
  }
`;

const Reports = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Report = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const Chat = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-block-size: 240px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  img {
    max-inline-size: 200px;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  textarea {
    min-block-size: 80px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/** A side of the match: its player, and on a duo ladder the partner who shares its result (issue 33). */
interface Side {
  player: DisputePlayer;
  partner: MatchmakingMatchPlayer | null;
}

function sidesOf(dispute: MatchDispute): Side[] {
  return [
    { player: dispute.player1, partner: dispute.player1_partner },
    { player: dispute.player2, partner: dispute.player2_partner },
  ];
}

/** A side's name: the player, or the player and the partner. */
function useSideName() {
  const { t } = useTranslation(STAFF_DISPUTES_NAMESPACE);
  return ({ player, partner }: Side) =>
    partner ? t('side', { player: player.riot_id, partner: partner.riot_id }) : player.riot_id;
}

function PlayerReport({ side, dispute }: { side: Side; dispute: MatchDispute }) {
  const { t } = useTranslation(STAFF_DISPUTES_NAMESPACE);
  const locale = useLocale();
  const sideName = useSideName();
  const { player, partner } = side;
  const report = player.report;
  const winner = sidesOf(dispute).find((candidate) => candidate.player.user_id === report?.winner_id);
  return (
    <Report aria-label={t('reportOf', { player: player.riot_id })}>
      <h3>{t('reportOf', { player: player.riot_id })}</h3>
      <Muted>{t('points', { count: player.points })}</Muted>
      {partner && <Muted>{t('partner', { partner: partner.riot_id })}</Muted>}
      {report?.winner_id ? (
        <p>{t('says', { winner: winner ? sideName(winner) : report.winner_id })}</p>
      ) : null}
      {report?.reported_at ? (
        <Muted>{t('reportedAt', { time: formatDateTime(report.reported_at, locale) })}</Muted>
      ) : (
        <Muted>{t('noReport')}</Muted>
      )}
      {report?.screenshot_url ? (
        <ScreenshotViewer url={report.screenshot_url} player={player.riot_id} />
      ) : (
        <Muted>{t('noScreenshot')}</Muted>
      )}
    </Report>
  );
}

type Decision = string | 'void' | '';

/** One disputed match: both reports with their screenshots, the match chat, and the staff decision. */
export function DisputeCard({ dispute }: { dispute: MatchDispute }) {
  const { t } = useTranslation(STAFF_DISPUTES_NAMESPACE);
  const locale = useLocale();
  const headingId = useId();
  const noteId = useId();
  const hintId = useId();
  const [decision, setDecision] = useState<Decision>('');
  const [note, setNote] = useState('');
  const resolve = useResolveDispute(dispute.match_id);
  const sideName = useSideName();
  const sides = sidesOf(dispute);
  const canSubmit = decision !== '' && note.trim().length > 0 && !resolve.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    resolve.mutate(
      { winner_id: decision === 'void' ? null : decision, note: note.trim() },
      {
        onSuccess: () => toast.success(t('resolved')),
        onError: (error) =>
          toast.error(isApiError(error) && error.status === 409 ? t('alreadySettled') : t('failed')),
      },
    );
  };

  return (
    <Article aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t('match', { player1: sideName(sides[0]!), player2: sideName(sides[1]!) })}</h2>
        <Muted>
          {localized(dispute.tournament.name, locale)} · {t('code', { code: dispute.tournament_code })}
        </Muted>
        {dispute.disputedAt && (
          <Muted>{t('disputedAt', { time: formatDateTime(dispute.disputedAt, locale) })}</Muted>
        )}
      </header>
      <Reports>
        {sides.map((side) => (
          <PlayerReport key={side.player.user_id} side={side} dispute={dispute} />
        ))}
      </Reports>
      <section aria-label={t('chat')}>
        <h3>{t('chat')}</h3>
        {dispute.chat.length === 0 ? (
          <Muted>{t('chatEmpty')}</Muted>
        ) : (
          <Chat>
            {dispute.chat.map((message) => (
              <li key={message._id}>
                <strong>{message.username}</strong>{' '}
                {message.isAdmin && <Badge $tone="primary">{t('adminBadge')}</Badge>}{' '}
                <Muted as="span">{formatDateTime(message.timestamp, locale)}</Muted>
                {message.content && <div>{message.content}</div>}
                {message.imageUrl && (
                  <img src={message.imageUrl} alt={t('chatImage', { player: message.username })} />
                )}
              </li>
            ))}
          </Chat>
        )}
      </section>
      <Form onSubmit={submit} aria-label={t('resolve')}>
        <fieldset>
          <legend>{t('decision')}</legend>
          {sides.map((side) => (
            <label key={side.player.user_id}>
              <input
                type="radio"
                name={`decision-${dispute.match_id}`}
                value={side.player.user_id}
                checked={decision === side.player.user_id}
                onChange={() => setDecision(side.player.user_id)}
              />{' '}
              {t('winner', { player: sideName(side) })}
            </label>
          ))}
          <label>
            <input
              type="radio"
              name={`decision-${dispute.match_id}`}
              value="void"
              checked={decision === 'void'}
              onChange={() => setDecision('void')}
            />{' '}
            {t('void')}
          </label>
        </fieldset>
        <label htmlFor={noteId}>{t('note')}</label>
        <textarea
          id={noteId}
          required
          aria-describedby={hintId}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Muted id={hintId}>{t('noteHint')}</Muted>
        {resolve.isError && <Alert $tone="danger">{t('failed')}</Alert>}
        <div>
          <Button type="submit" disabled={!canSubmit}>
            {resolve.isPending ? t('submitting') : t('submit')}
          </Button>
        </div>
      </Form>
    </Article>
  );
}
