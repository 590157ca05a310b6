import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog from its first opening on and keeps it, so later it closes (with antd's
 * animation, for an antd one) and reopens at once, keeping what was typed, as a dialog rendered from the start
 * would.
 */
export function MountedOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
