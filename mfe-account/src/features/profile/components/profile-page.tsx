import { usePageTitle, useSession } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { MatchHistory } from './match-history';
import { ProfileHeader } from './profile-header';

/** /account: the profile overview (P1 §2). Rendered under RequireUser, so the session has a user. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useSession((state) => state.user);
  usePageTitle(t('titles.profile'));
  if (!user) return null;
  return (
    <>
      <ProfileHeader user={user} />
      <MatchHistory puuid={user.puuid} />
    </>
  );
}
