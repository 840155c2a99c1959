import { Button, copyToClipboard, popoverSurface, toast } from '@arena/shared-kit';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { shareLinks } from '../utils/share';
import { ShareIcon } from './icons';

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

export interface ShareMenuProps {
  /** The tournament page's address. */
  url: string;
  /** The first 110 characters of the description. */
  text: string;
}

/**
 * The Share menu (P1 §2) as a menu button: X, Facebook and WhatsApp open in a new tab; Copy Link copies the
 * page's address ("Link copied to clipboard"). Radix gives the keyboard behaviour (arrows, Escape, focus return).
 */
export function ShareMenu({ url, text }: ShareMenuProps) {
  const { t, i18n } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const links = shareLinks(url, text);
  const copyLink = () =>
    copyToClipboard(url).then(
      () => toast.success(t('share.copied')),
      () => toast.error(t('share.copyFailed')),
    );
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <DropdownMenu.Root dir={i18n.language === 'en' ? 'ltr' : 'rtl'} modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button $variant="secondary">
          <ShareIcon />
          {t('share.button')}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={6} collisionPadding={16}>
          <Item asChild>
            <a href={links.x} {...external}>
              {t('share.x')}
            </a>
          </Item>
          <Item asChild>
            <a href={links.facebook} {...external}>
              {t('share.facebook')}
            </a>
          </Item>
          <Item asChild>
            <a href={links.whatsapp} {...external}>
              {t('share.whatsapp')}
            </a>
          </Item>
          <Item onSelect={() => void copyLink()}>{t('share.copy')}</Item>
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
