import {
  AppLink,
  ButtonLink,
  Card,
  getPlatformConfig,
  Muted,
  SectionTitle,
  useLocale,
} from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOYALTY_NAMESPACE } from '../i18n';
import { PASS_PROMO_IMAGES } from './pass-promo-images';

const Promo = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  img {
    inline-size: 240px;
    max-inline-size: 100%;
    aspect-ratio: 16 / 9;
  }
  div {
    flex: 1 1 260px;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
  }
  h2 {
    margin: 0;
  }
`;

/** True unless the platform manifest switches the pass promotion off (`features.loyaltyPassPromo: false`). */
export function passPromoEnabled(): boolean {
  return getPlatformConfig().features?.loyaltyPassPromo !== false;
}

/** The reward pass promotion: the artwork of the current language and a button to /me-pass. */
export function PassPromo() {
  const { t } = useTranslation(LOYALTY_NAMESPACE);
  const locale = useLocale();
  return (
    <Promo as="section" aria-labelledby="loyalty-pass-promo">
      <img src={PASS_PROMO_IMAGES[locale]} alt={t('promo.imageAlt')} width={240} height={135} />
      <div>
        <SectionTitle id="loyalty-pass-promo">{t('promo.title')}</SectionTitle>
        <Muted>{t('promo.text')}</Muted>
        <ButtonLink as={AppLink} href="/me-pass">
          {t('promo.button')}
        </ButtonLink>
      </div>
    </Promo>
  );
}
