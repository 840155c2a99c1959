import type { ReactElement, ReactNode } from 'react';
import { deferredModule, useDeferredWidget } from './deferred-widget';

export interface PopoverProps {
  /** The button that opens it; drawn at once, before the popover's code has loaded. */
  trigger: ReactElement;
  /** The popover's accessible name. */
  label: string;
  /** An arrow pointing at the trigger. */
  arrow?: boolean;
  children: ReactNode;
}

const radixPopover = deferredModule(
  'popover',
  () => import(/* webpackChunkName: "radix-popover" */ './popover-radix'),
);

/**
 * A popover under its trigger (Radix: Escape and outside clicks close it, focus returns to the trigger), whose
 * code loads after the page (deferred-widget.tsx).
 */
export function Popover({ trigger, ...props }: PopoverProps) {
  const { loaded, standIn, handOver } = useDeferredWidget(radixPopover, trigger, 'dialog');
  if (!loaded) return standIn;
  return <loaded.RadixPopover trigger={trigger} {...props} {...handOver} />;
}
