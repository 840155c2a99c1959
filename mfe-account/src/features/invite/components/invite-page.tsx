import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Placeholder until the feature lands (issue 3). */
export function InvitePage() {
  return <ComingSoonPage titleKey="titles.invite" />;
}
