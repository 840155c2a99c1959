import { Button, Muted, toast, useLocale, useSession } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { calendarFeedQuery } from '../api/get-calendar-feed';
import { rotateCalendarFeed } from '../api/rotate-calendar-feed';
import { MY_TOURNAMENTS_NAMESPACE } from '../i18n';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(6)};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** The feed URL in the reader's language (calendar apps send no Accept-Language worth trusting). */
export function feedUrlIn(url: string, locale: string): string {
  const withLang = new URL(url);
  withLang.searchParams.set('lang', locale);
  return withLang.toString();
}

/**
 * "Subscribe in your calendar": the player's secret feed of every tournament they are in, which calendar apps
 * re-read, so new registrations show up there; "Replace the link" makes the old address stop working. The page
 * asks for the feed (`calendarFeedQuery`) and draws this once it has `url`.
 */
export function CalendarSubscribe({ url }: { url: string }) {
  const { t } = useTranslation(MY_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const userId = useSession((state) => state.user?.id ?? '');
  const queryClient = useQueryClient();
  const rotate = useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (replaced) => {
      queryClient.setQueryData(calendarFeedQuery(userId).queryKey, replaced);
      toast.success(t('calendar.replaced'));
    },
    onError: () => toast.error(t('calendar.replaceFailed')),
  });
  return (
    <Box>
      <a href={feedUrlIn(url, locale)} target="_blank" rel="noreferrer">
        {t('calendar.subscribe')}
      </a>
      <Muted>{t('calendar.hint')}</Muted>
      <Button $variant="ghost" $size="small" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
        {t('calendar.replace')}
      </Button>
    </Box>
  );
}
