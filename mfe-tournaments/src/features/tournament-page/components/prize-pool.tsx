import { Button, Muted, type Tournament, useLocale } from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { prizePoolLabel } from '../../../utils/card-labels';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { placeLabel, placeOfPrizeName, prizeAmountLabel, splitPrizePool } from '../utils/prize-pool';
import { MedalIcon } from './icons';
import { Section } from './section';

const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.4rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1.5rem minmax(4.5rem, auto) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Place = styled.span`
  font-weight: 800;
  letter-spacing: 0.04em;
`;

const Amount = styled.span`
  font-weight: 700;
  text-align: end;
  overflow-wrap: anywhere;
`;

/**
 * The prize list (P1 §2): the first three entries, then "View More Prizes" with the remaining count; place labels
 * (1ST, 2ND... / الأول، الثاني...) with medals for the top three; prize names that only state a place said in
 * Arabic; amounts that are not numbers shown as they are.
 */
export function PrizePool({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const locale = useLocale();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const { first, more } = splitPrizePool(tournament.prizepool);
  const shown = showAll ? [...first, ...more] : first;

  return (
    <Section title={t('prizes.title')}>
      <Total>{t('prizes.total', { amount: prizePoolLabel(tournament.prizepool_format, locale) })}</Total>
      {shown.length === 0 ? (
        <Muted>{t('prizes.empty')}</Muted>
      ) : (
        <List id={listId} data-testid="prize-list">
          {shown.map((prize, index) => {
            const place = index + 1;
            // "1st Place" as the organiser wrote it in English; in Arabic, the place it names ("المركز الأول").
            const namedPlace = locale === 'ar' ? placeOfPrizeName(prize.name) : null;
            return (
              <Row key={`${place}-${prize.name}`}>
                <span>{place <= 3 && <MedalIcon place={place as 1 | 2 | 3} />}</span>
                <Place>{placeLabel(place, locale)}</Place>
                <span>
                  {namedPlace === null
                    ? prize.name
                    : t('prizes.place', { place: placeLabel(namedPlace, locale) })}
                </span>
                <Amount>{prizeAmountLabel(prize.amount, tournament.prizepool_format, locale)}</Amount>
              </Row>
            );
          })}
        </List>
      )}
      {more.length > 0 && (
        <Button
          $variant="secondary"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? t('prizes.viewLess') : t('prizes.viewMore', { count: more.length })}
        </Button>
      )}
    </Section>
  );
}
