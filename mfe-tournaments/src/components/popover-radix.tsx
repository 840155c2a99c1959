import { directionOf, popoverSurface, useLocale } from '@arena/shared-kit';
import * as Popover from '@radix-ui/react-popover';
import { cloneElement } from 'react';
import styled from 'styled-components';
import type { HandOver } from './deferred-widget';
import type { PopoverProps } from './popover';

const Content = styled(Popover.Content)`
  ${popoverSurface}
  min-inline-size: 180px;
  max-inline-size: min(320px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

const Arrow = styled(Popover.Arrow)`
  fill: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** `Popover` once its code is here (popover.tsx). */
export function RadixPopover({
  trigger,
  label,
  arrow = false,
  children,
  defaultOpen,
  autoFocus,
}: PopoverProps & HandOver) {
  const locale = useLocale();
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>{autoFocus ? cloneElement(trigger, { autoFocus }) : trigger}</Popover.Trigger>
      <Popover.Portal>
        <Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={16}
          aria-label={label}
          dir={directionOf(locale)}
        >
          {children}
          {arrow && <Arrow width={12} height={6} />}
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
