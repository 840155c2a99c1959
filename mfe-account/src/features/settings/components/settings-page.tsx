import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Placeholder until the feature lands (issue 3). */
export function SettingsPage() {
  return <ComingSoonPage titleKey="titles.settings" />;
}
