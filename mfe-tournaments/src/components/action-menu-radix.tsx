import { directionOf, popoverSurface, useLocale } from '@arena/shared-kit';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cloneElement } from 'react';
import styled from 'styled-components';
import type { ActionMenuProps } from './action-menu';
import type { HandOver } from './deferred-widget';

const Content = styled(DropdownMenu.Content)`
  ${popoverSurface}
  min-inline-size: 200px;
  padding: ${({ theme }) => theme.space(1)};
`;

const Item = styled(DropdownMenu.Item)`
  display: flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  color: inherit;
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.border};
  }
`;

/** `ActionMenu` once its code is here (action-menu.tsx). */
export function RadixActionMenu({ trigger, items, defaultOpen, autoFocus }: ActionMenuProps & HandOver) {
  const locale = useLocale();
  return (
    <DropdownMenu.Root dir={directionOf(locale)} modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        {autoFocus ? cloneElement(trigger, { autoFocus }) : trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={6} collisionPadding={16}>
          {items.map((item) =>
            item.href ? (
              <Item key={item.label} asChild>
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.label}
                </a>
              </Item>
            ) : (
              <Item key={item.label} onSelect={item.onSelect}>
                {item.label}
              </Item>
            ),
          )}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
