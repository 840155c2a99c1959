import { Button, useSession } from '@arena/shared-kit';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTourDone } from '../utils/tour-steps';

// The tour, its invitation and their strings are one lazy chunk: `/` pays only for these few lines.
const TourInvitation = lazy(() => import('./onboarding-tour').then((m) => ({ default: m.TourInvitation })));
const TourDialog = lazy(() => import('./onboarding-tour').then((m) => ({ default: m.TourDialog })));

/** On the home page: the tour invitation for a signed-in player who has not taken or declined it yet. */
export function TourInvitationSlot() {
  const userId = useSession((state) => state.user?.id ?? null);
  if (!userId || isTourDone(userId)) return null;
  return (
    <Suspense fallback={null}>
      <TourInvitation />
    </Suspense>
  );
}

/** "Take the tour": replays the onboarding tour for anyone, signed in or not. */
export function TakeTourButton() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        {t('home.start.tour')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TourDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
