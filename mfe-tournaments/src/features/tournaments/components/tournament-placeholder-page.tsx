import { Heading, localized, Muted, PageContainer, Skeleton, toast, usePageTitle } from '@arena/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isTournamentNotFound, useTournament } from '../api/get-tournament';
import { useLocale } from '../hooks/use-locale';

const Back = styled(Link)`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

/**
 * /tournaments/{id} and its sub-pages, first version: the tournament's name and a way back. A missing
 * tournament (code 10001) or a failed load toasts and returns to the list (P1 §8).
 */
export function TournamentPlaceholderPage() {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useTournament(id);
  const name = query.data ? localized(query.data.name, locale) : null;
  usePageTitle(name ?? t('detail.loadingTitle'));

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    toast.error(isTournamentNotFound(error) ? t('detail.notFound') : t('detail.loadError'));
    navigate('/tournaments', { replace: true });
  }, [error, navigate, t]);

  return (
    <PageContainer>
      <Back to="/tournaments">{t('detail.back')}</Back>
      {name ? (
        <>
          <Heading>{name}</Heading>
          <Muted>{t('detail.soon')}</Muted>
        </>
      ) : (
        <div aria-busy="true" data-testid="tournament-skeleton">
          <Skeleton $height="2.5rem" $width="60%" />
        </div>
      )}
    </PageContainer>
  );
}
