import { Button, Muted, TextField, type MatchmakingStatus } from '@arena/shared-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MATCHMAKING_NAMESPACE } from '../i18n';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-block-start: ${({ theme }) => theme.space(3)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const InviteForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1 1 14rem;
  }
`;

export type DuoAction =
  | { kind: 'invite'; riotId: string }
  | { kind: 'accept'; inviteId: string }
  | { kind: 'decline'; inviteId: string }
  | { kind: 'withdraw'; inviteId: string }
  | { kind: 'leave' };

interface DuoSectionProps {
  status: MatchmakingStatus;
  busy: boolean;
  /** Runs one duo call; resolves true when it succeeded. */
  onAction: (action: DuoAction) => Promise<boolean>;
}

/**
 * The duo queue on the ladder panel (issue 33): the invites waiting for the player's answer (accept, decline),
 * their own invite (withdraw), the invite form by Riot ID, or the duo itself with its partner and the way out.
 * Invites need a free player (not searching, not in a match); the duo's search is shown by the panel.
 */
export function DuoSection({ status, busy, onAction }: DuoSectionProps) {
  const { t } = useTranslation(MATCHMAKING_NAMESPACE);
  const titleId = useId();
  const [riotId, setRiotId] = useState('');
  const duo = status.duo;
  if (!duo || status.status === 'not_registered') return null;
  const free = status.status === 'ready';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = riotId.trim();
    if (!value) return;
    if (await onAction({ kind: 'invite', riotId: value })) setRiotId('');
  };

  return (
    <Section aria-labelledby={titleId} data-testid="duo-section">
      <h3 id={titleId}>{t('duo.title')}</h3>
      {duo.incoming.map((invite) => (
        <Row key={invite.id} data-testid="duo-incoming">
          <p dir="auto">{t('duo.incoming', { name: invite.from.riot_id })}</p>
          <Button
            disabled={busy || !free}
            onClick={() => void onAction({ kind: 'accept', inviteId: invite.id })}
          >
            {t('duo.accept')}
          </Button>
          <Button
            $variant="secondary"
            disabled={busy}
            onClick={() => void onAction({ kind: 'decline', inviteId: invite.id })}
          >
            {t('duo.decline')}
          </Button>
        </Row>
      ))}
      {duo.partner ? (
        <>
          <p dir="auto" data-testid="duo-partner">
            {status.status === 'searching'
              ? t('duo.searching', { name: duo.partner.riot_id })
              : t('duo.partner', { name: duo.partner.riot_id })}
          </p>
          <Muted>{t('duo.together')}</Muted>
          {status.status !== 'in_match' && (
            <Row>
              <Button $variant="secondary" disabled={busy} onClick={() => void onAction({ kind: 'leave' })}>
                {t('duo.leave')}
              </Button>
            </Row>
          )}
        </>
      ) : (
        <>
          {duo.outgoing ? (
            <Row data-testid="duo-outgoing">
              <p dir="auto">{t('duo.outgoing', { name: duo.outgoing.to.riot_id })}</p>
              <Button
                $variant="ghost"
                disabled={busy}
                onClick={() => void onAction({ kind: 'withdraw', inviteId: duo.outgoing!.id })}
              >
                {t('duo.withdraw')}
              </Button>
            </Row>
          ) : (
            <Muted>{t('duo.intro')}</Muted>
          )}
          {free && (
            <InviteForm onSubmit={(event) => void submit(event)}>
              <TextField
                label={t('duo.riotId')}
                hint={t('duo.riotIdHint')}
                value={riotId}
                dir="ltr"
                autoComplete="off"
                maxLength={40}
                onChange={(event) => setRiotId(event.target.value)}
              />
              <Button type="submit" disabled={busy || riotId.trim().length === 0}>
                {busy ? t('duo.inviting') : t('duo.invite')}
              </Button>
            </InviteForm>
          )}
        </>
      )}
    </Section>
  );
}
