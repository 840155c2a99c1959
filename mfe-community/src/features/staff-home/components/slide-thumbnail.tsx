import type { StaffHomeSlide } from '@arena/contract';
import { assetUrl, Muted, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_HOME_NAMESPACE } from '../i18n';
import { slideImageFor, slideTitle } from '../utils/slide-view';

const Thumb = styled.img`
  display: block;
  inline-size: 96px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Artwork = styled(Muted)`
  display: grid;
  place-items: center;
  inline-size: 96px;
  aspect-ratio: 16 / 9;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  font-size: 0.75rem;
  text-align: center;
`;

/** A small picture of a slide: its image in the reader's language, or the name of its artwork when it has none. */
export function SlideThumbnail({ slide }: { slide: StaffHomeSlide }) {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const locale = useLocale();
  const image = slideImageFor(slide.image, locale);
  if (image) {
    return (
      <Thumb
        src={assetUrl(image)}
        alt={t('thumbnail', { title: slideTitle(slide, locale).text })}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return <Artwork as="span">{t('artworkOnly', { name: t(`artwork.${slide.artwork}`) })}</Artwork>;
}
