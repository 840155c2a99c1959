import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/** Navigates to a path of the portal, whichever app owns it; back and forward restore it. */
export function navigateTo(path: string): void {
  navigateToUrl(path);
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A real `<a href>` that moves between remotes without a page load (single-spa `navigateToUrl`).
 * Modified clicks (new tab, new window) keep the browser's behaviour.
 */
export const AppLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function AppLink({ onClick, ...props }, ref) {
  return (
    <a
      ref={ref}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || props.target === '_blank') return;
        event.preventDefault();
        navigateToUrl(props.href);
      }}
    />
  );
});
