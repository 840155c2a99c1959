import { INVITE_NAMESPACE } from '../i18n';
import {
  AppLink,
  assetUrl,
  Button,
  ButtonLink,
  Card,
  Muted,
  PageContainer,
  redirectToSignIn,
  sayRefusal,
  Spinner,
  toast,
  usePageTitle,
  useSession,
  type RefusalSayings,
} from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { TeamPicture } from '../../../components/profile-parts';
import { useTeamInvite } from '../api/get-team-invite';
import { useJoinTeam } from '../api/join-team';

const Centered = styled(PageContainer)`
  display: grid;
  place-items: center;
  min-block-size: 60vh;
`;

const InviteCard = styled(Card)`
  inline-size: min(440px, 100%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(1.4rem, 3vw, 2rem);
    overflow-wrap: anywhere;
  }
`;

type Translate = (key: string) => string;

/** The refusals a join can meet (P1 §8), by the reason the API names: never the server's English words. */
const JOIN_REFUSALS: RefusalSayings<Translate> = {
  inviteDisabled: (t) => t('refusals.inviteDisabled'),
  alreadyInTeam: (t) => t('refusals.alreadyInTeam'),
  teamNotFound: (t) => t('refusals.teamNotFound'),
};

/** /invite/{vanity} (P1 §2): anyone sees the team; joining needs sign-in and lands on My Team. */
export function InvitePage() {
  const { t } = useTranslation(INVITE_NAMESPACE);
  usePageTitle(t('invitePage.title'));
  const { vanity = '' } = useParams();
  const navigate = useNavigate();
  const signedIn = useSession((state) => Boolean(state.token));
  const invite = useTeamInvite(vanity);
  const joinTeam = useJoinTeam();
  const hintId = useId();

  const join = () => {
    if (!signedIn) {
      redirectToSignIn();
      return;
    }
    joinTeam.mutate(vanity, {
      onSuccess: () => {
        toast.success(t('invitePage.welcome'));
        navigate('/account/teams');
      },
      onError: (error) => toast.error(sayRefusal(error, JOIN_REFUSALS, t, t('invitePage.joinFailure'))),
    });
  };

  if (invite.isPending) {
    return (
      <Centered>
        <Spinner aria-label={t('invitePage.loading')} />
      </Centered>
    );
  }

  if (invite.isError) {
    return (
      <Centered>
        <InviteCard>
          <h1>{t('invitePage.notFoundTitle')}</h1>
          <Muted>{t('invitePage.notFoundText')}</Muted>
          <ButtonLink as={AppLink} href="/">
            {t('invitePage.goHome')}
          </ButtonLink>
        </InviteCard>
      </Centered>
    );
  }

  const team = invite.data;
  const picture = assetUrl(team.profileImg);
  return (
    <Centered>
      <InviteCard as="section">
        <TeamPicture>
          {picture ? (
            <img src={picture} alt={t('team.imageAlt', { name: team.name })} />
          ) : (
            <span aria-hidden="true">{team.shortName.toUpperCase()}</span>
          )}
        </TeamPicture>
        <Muted>{t('invitePage.invited')}</Muted>
        <h1>
          <bdi>{team.name}</bdi>
        </h1>
        <Muted>{t('team.membersCount', { count: team.membersCount })}</Muted>
        <Button onClick={join} disabled={joinTeam.isPending} aria-describedby={signedIn ? undefined : hintId}>
          {joinTeam.isPending ? t('invitePage.joining') : t('invitePage.join')}
        </Button>
        {!signedIn && <Muted id={hintId}>{t('invitePage.signInHint')}</Muted>}
      </InviteCard>
    </Centered>
  );
}
