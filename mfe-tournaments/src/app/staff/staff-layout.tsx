import { Spinner, StaffFrame } from '@arena/shared-kit';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/**
 * The tournaments remote's staff pages (`/staff/disputes` for organizers and support, `/staff/tournaments` for
 * organizers) in the staff desk's one frame and navigation (shared-kit's `StaffFrame`, shared with the account
 * remote's pages): the frame waits for the user the shell loads, shows each page to the staff roles it is for
 * (`STAFF_PAGE_ROLES`) and loads the user again on each page, so a role granted meanwhile counts at once.
 */
export function StaffLayout() {
  const { pathname } = useLocation();
  return (
    <StaffFrame currentPath={pathname}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </StaffFrame>
  );
}
