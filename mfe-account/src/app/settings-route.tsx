import { LinkedAccountsSection } from '../features/linked-accounts/components/linked-accounts-section';
import { SettingsPage } from '../features/settings/components/settings-page';

/** /account/settings: the settings feature's page with the linked-accounts feature's section in it. */
export function SettingsRoute() {
  return <SettingsPage linkedAccounts={<LinkedAccountsSection />} />;
}
