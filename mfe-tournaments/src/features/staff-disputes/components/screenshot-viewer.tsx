import { Button, Dialog } from '@arena/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_DISPUTES_NAMESPACE } from '../i18n';

const Thumbnail = styled.button`
  display: block;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: none;
  cursor: zoom-in;
  overflow: hidden;
  img {
    display: block;
    inline-size: 100%;
    max-block-size: 160px;
    object-fit: cover;
  }
`;

const FullSize = styled.img`
  display: block;
  max-inline-size: 100%;
  max-block-size: calc(100vh - 200px);
  margin-inline: auto;
  object-fit: contain;
`;

/** A report's screenshot as a thumbnail; pressing it opens the image at full size in an accessible dialog. */
export function ScreenshotViewer({ url, player }: { url: string; player: string }) {
  const { t } = useTranslation(STAFF_DISPUTES_NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Thumbnail type="button" onClick={() => setOpen(true)} aria-label={t('viewScreenshot', { player })}>
        <img src={url} alt="" />
      </Thumbnail>
      <Dialog
        open={open}
        size="full"
        title={t('screenshotTitle', { player })}
        onClose={() => setOpen(false)}
        actions={
          <Button $variant="secondary" onClick={() => setOpen(false)}>
            {t('close', { ns: 'kit' })}
          </Button>
        }
      >
        <FullSize src={url} alt={t('screenshotAlt', { player })} />
      </Dialog>
    </>
  );
}
