import { Spinner, StaffFrame, useSession } from '@arena/shared-kit';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/**
 * The tournaments remote's staff pages (`/staff/disputes`, `/staff/tournaments`) in the staff desk's one frame and
 * navigation (shared-kit's `StaffFrame`, shared with the account remote's pages). The shell signs the visitor in
 * first; until the user is loaded, a spinner.
 */
export function StaffLayout() {
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);
  if (!user) return <Spinner />;
  return (
    <StaffFrame currentPath={pathname}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </StaffFrame>
  );
}
