import { Button, ButtonLink, toast, copyToClipboard } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shareLinks, type ShareContent } from '../utils/share-links';

const Panel = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.05rem;
  }
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

/** "Share this article": X, Facebook and WhatsApp in a new tab, and Copy Link (P2 §2). */
export function SharePanel({ content }: { content: ShareContent }) {
  const { t } = useTranslation('community');
  const links = shareLinks(content);
  const copyLink = () =>
    copyToClipboard(content.url).then(
      () => toast.success(t('article.share.copied')),
      () => toast.error(t('article.share.copyFailed')),
    );
  const external = {
    target: '_blank',
    rel: 'noopener noreferrer',
    $variant: 'secondary',
    $size: 'small',
  } as const;
  return (
    <Panel aria-labelledby="share-article-title">
      <h2 id="share-article-title">{t('article.share.title')}</h2>
      <Buttons>
        <ButtonLink href={links.x} aria-label={t('article.share.xLabel')} {...external}>
          {t('article.share.x')}
        </ButtonLink>
        <ButtonLink href={links.facebook} aria-label={t('article.share.facebookLabel')} {...external}>
          {t('article.share.facebook')}
        </ButtonLink>
        <ButtonLink href={links.whatsapp} aria-label={t('article.share.whatsappLabel')} {...external}>
          {t('article.share.whatsapp')}
        </ButtonLink>
        <Button $variant="secondary" $size="small" onClick={() => void copyLink()}>
          {t('article.share.copy')}
        </Button>
      </Buttons>
    </Panel>
  );
}
