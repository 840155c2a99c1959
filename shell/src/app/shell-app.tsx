import type { RemoteDescriptor } from '@arena/shared-kit';
import { AppLink, setLocale, useSession, currentLocale } from '@arena/shared-kit';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

// Placeholder composition root; the real header, footer and pages replace it.
export function ShellApp({ remotes }: { remotes: RemoteDescriptor[] }) {
  const { i18n } = useTranslation();
  const user = useSession((s) => s.user);
  return (
    <>
      {createPortal(
        <nav>
          <AppLink href="/">Home</AppLink> <AppLink href="/news">News</AppLink>{' '}
          <button onClick={() => void setLocale(currentLocale() === 'ar' ? 'en' : 'ar')}>{i18n.language === 'ar' ? 'EN' : 'AR'}</button>
          {user?.displayName}
          {remotes.length}
        </nav>,
        document.getElementById('arena-header')!,
      )}
    </>
  );
}
