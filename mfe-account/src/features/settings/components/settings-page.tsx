import '../i18n';
import { Card, Heading, SectionTitle, usePageTitle, useSession } from '@arena/shared-kit';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SETTINGS_NAMESPACE } from '../i18n';
import { DeactivateAccountSection } from './deactivate-account-section';
import { ProfileImagePicker } from './profile-image-picker';
import { ProfileForm } from './profile-form';
import { PushAlertsSection } from './push-alerts-section';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

export interface SettingsPageProps {
  /** The linked-accounts section, between the profile form and Deactivate Account (composed by src/app). */
  linkedAccounts?: ReactNode;
}

/**
 * /account/settings (P1 §2): profile images, the profile form, linked accounts, push alerts (issue 32) and
 * Deactivate Account.
 * Rendered under RequireUser, so the session has a user.
 */
export function SettingsPage({ linkedAccounts }: SettingsPageProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const user = useSession((state) => state.user);
  const imagesTitleId = useId();
  const profileTitleId = useId();
  usePageTitle(t('title'));
  if (!user) return null;
  return (
    <section>
      <Heading>{t('title')}</Heading>
      <Sections>
        <Card as="section" aria-labelledby={imagesTitleId}>
          <SectionTitle id={imagesTitleId}>{t('images.sectionTitle')}</SectionTitle>
          <Pickers>
            <ProfileImagePicker kind="profile" currentImage={user.profileImage} />
            <ProfileImagePicker kind="banner" currentImage={user.bannerImage} />
          </Pickers>
        </Card>
        <Card as="section" aria-labelledby={profileTitleId}>
          <SectionTitle id={profileTitleId}>{t('profile.sectionTitle')}</SectionTitle>
          <ProfileForm key={user.id} user={user} />
        </Card>
        {linkedAccounts}
        <PushAlertsSection key={user.id} user={user} />
        <DeactivateAccountSection />
      </Sections>
    </section>
  );
}
