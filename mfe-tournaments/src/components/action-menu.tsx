import type { ReactElement } from 'react';
import { deferredModule, useDeferredWidget } from './deferred-widget';

export interface ActionMenuItem {
  label: string;
  /** An address opened in a new tab. */
  href?: string;
  onSelect?: () => void;
}

export interface ActionMenuProps {
  /** The button that opens it; drawn at once, before the menu's code has loaded. */
  trigger: ReactElement;
  items: ActionMenuItem[];
}

const radixMenu = deferredModule(
  'menu',
  () => import(/* webpackChunkName: "radix-menu" */ './action-menu-radix'),
);

/**
 * A menu button (Radix: arrow keys, Escape, focus return), aligned to the trigger's end, whose code loads after the
 * page (deferred-widget.tsx).
 */
export function ActionMenu({ trigger, items }: ActionMenuProps) {
  const { loaded, standIn, handOver } = useDeferredWidget(radixMenu, trigger, 'menu');
  if (!loaded) return standIn;
  return <loaded.RadixActionMenu trigger={trigger} items={items} {...handOver} />;
}
