import { Button, copyToClipboard, toast } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../../../components/action-menu';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { shareLinks } from '../utils/share';
import { ShareIcon } from './icons';

export interface ShareMenuProps {
  /** The tournament page's address. */
  url: string;
  /** The first 110 characters of the description. */
  text: string;
}

/**
 * The Share menu (P1 §2) as a menu button: X, Facebook and WhatsApp open in a new tab; Copy Link copies the
 * page's address ("Link copied to clipboard").
 */
export function ShareMenu({ url, text }: ShareMenuProps) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const links = shareLinks(url, text);
  const copyLink = () =>
    copyToClipboard(url).then(
      () => toast.success(t('share.copied')),
      () => toast.error(t('share.copyFailed')),
    );
  return (
    <ActionMenu
      trigger={
        <Button $variant="secondary">
          <ShareIcon />
          {t('share.button')}
        </Button>
      }
      items={[
        { label: t('share.x'), href: links.x },
        { label: t('share.facebook'), href: links.facebook },
        { label: t('share.whatsapp'), href: links.whatsapp },
        { label: t('share.copy'), onSelect: () => void copyLink() },
      ]}
    />
  );
}
