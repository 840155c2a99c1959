import { Button, Card, Input, Muted, SectionTitle, toast, copyToClipboard } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTeamVanity } from '../api/get-team-vanity';
import { useUpdateVanityStatus } from '../api/update-vanity-status';
import { teamRefusalText } from '../utils/server-message';
import { TEAMS_NAMESPACE } from '../i18n';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;

const SwitchLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  align-self: flex-start;
  font-weight: 600;
  cursor: pointer;
  input {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    inline-size: 44px;
    block-size: 24px;
    margin: 0;
    opacity: 0;
    z-index: 1;
    cursor: inherit;
  }
  input:disabled {
    cursor: progress;
  }
`;

const Track = styled.span`
  position: relative;
  flex-shrink: 0;
  inline-size: 44px;
  block-size: 24px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.border};
  transition: background-color 0.15s ease;
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 3px;
    inset-inline-start: 3px;
    inline-size: 18px;
    block-size: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.text};
    transition: inset-inline-start 0.15s ease;
  }
  input:checked + & {
    background: ${({ theme }) => theme.colors.success};
  }
  input:checked + &::after {
    inset-inline-start: 23px;
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: 1;
    min-inline-size: 220px;
  }
`;

const LinkLabel = styled.label`
  font-weight: 600;
`;

/** Invite Members (owner, admin): the custom invite link, its on/off switch and a copy button (P1 §2). */
export function InvitePanel({ teamId }: { teamId: string }) {
  const { t } = useTranslation(TEAMS_NAMESPACE);
  const id = useId();
  const vanity = useTeamVanity(teamId);
  const updateStatus = useUpdateVanityStatus();

  const toggle = (enabled: boolean) =>
    updateStatus.mutate(
      { teamId, enabled },
      {
        onSuccess: (status) => toast.success(t(status.vanityEnabled ? 'invite.enabled' : 'invite.disabled')),
        onError: (error) => toast.error(teamRefusalText(error, t('invite.toggleFailure'), t)),
      },
    );

  const copy = async (link: string) => {
    try {
      await copyToClipboard(link);
      toast.info(t('invite.copied'));
    } catch {
      toast.error(t('invite.copyFailed'));
    }
  };

  return (
    <Panel as="section" aria-labelledby={`${id}-title`}>
      <SectionTitle id={`${id}-title`}>{t('invite.title')}</SectionTitle>
      {vanity.isPending ? (
        <Muted role="status">{t('invite.loading')}</Muted>
      ) : vanity.isError ? (
        <Muted>{t('invite.loadFailure')}</Muted>
      ) : (
        <>
          <Muted>{t('invite.text')}</Muted>
          <SwitchLabel>
            <input
              type="checkbox"
              role="switch"
              checked={vanity.data.vanityEnabled}
              disabled={updateStatus.isPending}
              onChange={(event) => toggle(event.target.checked)}
            />
            <Track aria-hidden="true" />
            {t('invite.toggle')}
          </SwitchLabel>
          <LinkLabel htmlFor={`${id}-link`}>{t('invite.link')}</LinkLabel>
          <LinkRow>
            <Input
              id={`${id}-link`}
              readOnly
              dir="ltr"
              value={vanity.data.inviteLink}
              aria-describedby={vanity.data.vanityEnabled ? undefined : `${id}-off`}
              onFocus={(event) => event.target.select()}
            />
            <Button $variant="secondary" onClick={() => copy(vanity.data.inviteLink)}>
              {t('invite.copy')}
            </Button>
          </LinkRow>
          {!vanity.data.vanityEnabled && <Muted id={`${id}-off`}>{t('invite.offText')}</Muted>}
        </>
      )}
    </Panel>
  );
}
