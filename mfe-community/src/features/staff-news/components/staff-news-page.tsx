import type { StaffNewsRow } from '@arena/contract';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  DataTable,
  EmptyState,
  formatDateTime,
  Heading,
  LoadFailed,
  Muted,
  SelectField,
  Skeleton,
  TextField,
  useLocale,
  usePageTitle,
  VisuallyHidden,
  type DataTableColumn,
  type Locale,
} from '@arena/shared-kit';
import { DeskFilters, DeskHeader, DeskPage } from '@arena/shared-kit/staff-desk';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { STAFF_NEWS_PAGE_SIZE, useStaffNews } from '../api/get-staff-news';
import '../i18n';
import { STAFF_NEWS_NAMESPACE } from '../i18n';
import {
  NEWS_SEARCH_MAX,
  NEWS_STATUSES,
  newsFiltersOf,
  newsQueryOf,
  newsSearchOf,
  NO_NEWS_FILTERS,
  type NewsFilters,
} from '../utils/news-filters';
import { STATUS_TONES } from './status-tones';

const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-self: end;
`;

/** A row's title in the reader's language, else English's, with the language it is in. */
function rowTitle(row: StaffNewsRow, locale: Locale): { text: string; language: Locale } {
  return locale === 'ar' && row.title.ar
    ? { text: row.title.ar, language: 'ar' }
    : { text: row.title.en, language: 'en' };
}

/** "EN · AR" or "EN only" (read out in full), by the languages the post is written in. */
function LanguageCoverage({ languages }: { languages: StaffNewsRow['languages'] }) {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const coverage = languages.includes('ar') ? 'both' : 'enOnly';
  const short = t(`languages.${coverage}`);
  const full = t(`languages.${coverage}Label`);
  if (short === full) return <>{short}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </>
  );
}

/**
 * /staff/news (issue 31; editors and admins): the news desk — every post, drafts and scheduled ones included, last
 * updated first, narrowed by status and title words (kept in the address, so a link reproduces the view), each with
 * its status, the languages it is written in, its publish time and its Edit link; and a New post link.
 */
export function StaffNewsPage() {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const locale = useLocale();
  usePageTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const applied = useMemo(() => newsFiltersOf(search), [search]);
  const [draft, setDraft] = useState<NewsFilters>(applied);
  const posts = useStaffNews(newsQueryOf(applied, STAFF_NEWS_PAGE_SIZE));

  // Back and forward, or a link, change the address: the form follows.
  useEffect(() => setDraft(applied), [applied]);

  const show = (filters: NewsFilters) => setSearch(newsSearchOf(filters));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ ...draft, page: 1 });
  };

  const columns = useMemo<DataTableColumn<StaffNewsRow>[]>(
    () => [
      {
        key: 'title',
        header: t('table.title'),
        rowHeader: true,
        cell: (row) => {
          const title = rowTitle(row, locale);
          return (
            <span lang={title.language} dir="auto">
              {title.text}
            </span>
          );
        },
      },
      {
        key: 'status',
        header: t('table.status'),
        nowrap: true,
        cell: (row) => <Badge $tone={STATUS_TONES[row.status]}>{t(`status.${row.status}`)}</Badge>,
      },
      {
        key: 'languages',
        header: t('table.languages'),
        nowrap: true,
        cell: (row) => <LanguageCoverage languages={row.languages} />,
      },
      {
        key: 'publishAt',
        header: t('table.publishAt'),
        nowrap: true,
        cell: (row) => {
          const at = row.publishedAt ?? row.publishAt;
          return at ? formatDateTime(at, locale) : <Muted as="span">{t('notScheduled')}</Muted>;
        },
      },
      {
        key: 'updatedAt',
        header: t('table.updatedAt'),
        nowrap: true,
        cell: (row) => formatDateTime(row.updatedAt, locale),
      },
      {
        key: 'actions',
        header: t('table.actions'),
        cell: (row) => (
          <ButtonLink
            as={Link}
            to={`/staff/news/${encodeURIComponent(row.id)}`}
            $size="small"
            $variant="secondary"
            aria-label={t('editLabel', { title: rowTitle(row, locale).text })}
          >
            {t('edit')}
          </ButtonLink>
        ),
      },
    ],
    [t, locale],
  );

  const filtered = applied.status !== '' || applied.q !== '';
  const rows = posts.data?.data ?? [];

  return (
    <DeskPage aria-labelledby="staff-news-title">
      <DeskHeader>
        <div>
          <Heading id="staff-news-title">{t('title')}</Heading>
          <Muted>{t('intro')}</Muted>
        </div>
        <ButtonLink as={Link} to="/staff/news/new">
          {t('newPost')}
        </ButtonLink>
      </DeskHeader>
      <Card>
        <DeskFilters role="search" aria-label={t('filters.label')} onSubmit={apply}>
          <SelectField
            label={t('filters.status')}
            value={draft.status}
            onChange={(event) =>
              setDraft((current) => ({ ...current, status: event.target.value as NewsFilters['status'] }))
            }
          >
            <option value="">{t('filters.all')}</option>
            {NEWS_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('filters.search')}
            type="search"
            dir="auto"
            autoComplete="off"
            maxLength={NEWS_SEARCH_MAX}
            value={draft.q}
            onChange={(event) => setDraft((current) => ({ ...current, q: event.target.value }))}
          />
          <FilterActions>
            <Button type="submit">{t('filters.apply')}</Button>
            {filtered && (
              <Button $variant="secondary" onClick={() => show(NO_NEWS_FILTERS)}>
                {t('filters.clear')}
              </Button>
            )}
          </FilterActions>
        </DeskFilters>
      </Card>
      {posts.isPending ? (
        <Skeleton $height="320px" />
      ) : posts.isError ? (
        <LoadFailed title={t('loadFailed')} onRetry={() => void posts.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={filtered ? t('noMatches') : t('empty')}
          action={
            filtered ? undefined : (
              <ButtonLink as={Link} to="/staff/news/new">
                {t('newPost')}
              </ButtonLink>
            )
          }
        />
      ) : (
        <Card>
          <DataTable
            caption={t('table.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            rowProps={() => ({ 'data-testid': 'staff-news-row' })}
            pager={{
              page: applied.page,
              pages: Math.max(1, posts.data.pagination.pages),
              label: t('pager'),
              onPage: (page) => show({ ...applied, page }),
            }}
          />
        </Card>
      )}
    </DeskPage>
  );
}
