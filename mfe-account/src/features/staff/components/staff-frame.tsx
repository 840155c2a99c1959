import { StaffFrame as KitStaffFrame } from '@arena/shared-kit';
import { Outlet, useLocation } from 'react-router-dom';

/** The account remote's staff routes in the staff desk's one frame and navigation (shared-kit's `StaffFrame`). */
export function StaffFrame() {
  const { pathname } = useLocation();
  return (
    <KitStaffFrame currentPath={pathname}>
      <Outlet />
    </KitStaffFrame>
  );
}
