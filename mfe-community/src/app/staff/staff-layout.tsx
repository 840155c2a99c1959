import { Spinner, StaffFrame } from '@arena/shared-kit';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/**
 * The community remote's staff pages (`/staff/news` and `/staff/home` for editors) in the staff desk's one frame
 * and navigation (shared-kit's `StaffFrame`, shared with the other remotes' staff pages): the frame waits for the
 * user the shell loads, shows each page to the staff roles it is for (`STAFF_PAGE_ROLES`) and loads the user again
 * on each page.
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
