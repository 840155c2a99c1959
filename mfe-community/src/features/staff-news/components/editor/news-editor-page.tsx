import type { StaffNewsPost } from '@arena/contract';
import {
  Alert,
  Badge,
  BusyPlaceholder,
  Button,
  ConfirmDialog,
  formatDateTime,
  Heading,
  isApiError,
  Muted,
  toast,
  useLocale,
  usePageTitle,
  type Locale,
} from '@arena/shared-kit';
import { DeskBackLink, DeskTitleRow } from '@arena/shared-kit/staff-desk';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCreateNewsPost } from '../../api/create-news-post';
import { useDeleteNewsPost } from '../../api/delete-news-post';
import { useNewsPost } from '../../api/get-news-post';
import { useUnpublishNewsPost } from '../../api/unpublish-news-post';
import { useUpdateNewsPost } from '../../api/update-news-post';
import '../../i18n';
import { STAFF_NEWS_NAMESPACE } from '../../i18n';
import { emptyNewsForm, formValuesOf } from '../../utils/news-form';
import { STATUS_TONES } from '../status-tones';
import type { ArticlePreviewComponent } from './article-preview';
import { NewsForm } from './news-form';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A post's title in the page's language, else English's. */
export function postTitle(post: Pick<StaffNewsPost, 'en' | 'ar'>, locale: Locale): string {
  return (locale === 'ar' && post.ar?.title) || post.en.title;
}

/** The sentence of a refused call: "no longer exists" for an unknown post (404), else `fallbackKey`'s. */
function sayNewsRefusal(t: TFunction, error: unknown, fallbackKey: string): string {
  if (isApiError(error) && error.status === 404) return t('editor.notFound');
  return t(fallbackKey);
}

/** The toast of a saved post, by where it now stands. */
function savedMessage(t: TFunction, post: StaffNewsPost, locale: Locale): string {
  if (post.status === 'scheduled' && post.publishAt)
    return t('editor.savedScheduled', { date: formatDateTime(post.publishAt, locale) });
  return t(post.status === 'published' ? 'editor.savedPublished' : 'editor.savedDraft');
}

export interface NewsEditorPageProps {
  /** The article page's drawing of a post (the news feature's `ArticlePreview`), for the live previews. */
  Preview: ArticlePreviewComponent;
}

/** /staff/news/new: a new post's form; saving creates it and opens its own page. */
export function NewNewsPostPage({ Preview }: NewsEditorPageProps) {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateNewsPost();
  const initial = useMemo(emptyNewsForm, []);
  usePageTitle(t('editor.newTitle'));

  return (
    <Page>
      <DeskBackLink to="/staff/news">{t('editor.back')}</DeskBackLink>
      <Heading>{t('editor.newTitle')}</Heading>
      <NewsForm
        initial={initial}
        status={null}
        keptPublishAt={null}
        Preview={Preview}
        onSave={async (body) => {
          const created = await create.mutateAsync(body);
          toast.success(savedMessage(t, created, locale));
          navigate(`/staff/news/${encodeURIComponent(created.id)}`);
        }}
        sayFailure={(error) => sayNewsRefusal(t, error, 'editor.saveFailed')}
      />
    </Page>
  );
}

/** Where a post stands: a draft only staff see, scheduled for a time, or published since a time. */
function StatusNote({ post }: { post: StaffNewsPost }) {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const locale = useLocale();
  const date = formatDateTime(post.publishedAt ?? post.publishAt ?? post.updatedAt, locale);
  return (
    <Alert $tone={post.status === 'published' ? 'success' : 'info'} role="note">
      {t(`editor.statusNote.${post.status}`, { date })}{' '}
      {post.status === 'published' && (
        <Link to={`/news/${encodeURIComponent(post.id)}`}>{t('editor.viewOnNews')}</Link>
      )}
    </Alert>
  );
}

/** The edit form of a loaded post, with Unpublish (published or scheduled) and Delete, each confirmed. */
function NewsEditor({ post, Preview }: { post: StaffNewsPost; Preview: ArticlePreviewComponent }) {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const update = useUpdateNewsPost(post.id);
  const unpublish = useUnpublishNewsPost(post.id);
  const remove = useDeleteNewsPost(post.id);
  const [dialog, setDialog] = useState<'unpublish' | 'delete' | null>(null);
  const initial = useMemo(() => formValuesOf(post), [post]);
  const title = postTitle(post, locale);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStatus = useRef(post.status);

  // Unpublish leaves the page with its dialog once done: focus goes to the heading, beside the new status.
  useEffect(() => {
    if (shownStatus.current === post.status) return;
    shownStatus.current = post.status;
    headingRef.current?.focus();
  }, [post.status]);

  const onUnpublish = () =>
    unpublish.mutate(undefined, {
      onSuccess: () => {
        setDialog(null);
        toast.success(t('editor.unpublished'));
      },
      onError: (error) => {
        setDialog(null);
        toast.error(sayNewsRefusal(t, error, 'editor.unpublishFailed'));
      },
    });

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setDialog(null);
        toast.success(t('editor.deleted'));
        navigate('/staff/news');
      },
      onError: (error) => {
        setDialog(null);
        toast.error(sayNewsRefusal(t, error, 'editor.deleteFailed'));
      },
    });

  return (
    <>
      <DeskTitleRow>
        <Heading ref={headingRef} tabIndex={-1}>
          {t('editor.editTitle', { title })}
        </Heading>
        <Badge $tone={STATUS_TONES[post.status]}>{t(`status.${post.status}`)}</Badge>
      </DeskTitleRow>
      <StatusNote post={post} />
      {post.updatedBy && (
        <Muted>
          {t('editor.lastSaved', {
            date: formatDateTime(post.updatedAt, locale),
            name: `\u2068${post.updatedBy.gameName}#${post.updatedBy.tagLine}\u2069`,
          })}
        </Muted>
      )}
      <NewsForm
        initial={initial}
        status={post.status}
        keptPublishAt={post.status === 'published' ? post.publishAt : null}
        Preview={Preview}
        onSave={async (body) => {
          const saved = await update.mutateAsync(body);
          toast.success(savedMessage(t, saved, locale));
        }}
        sayFailure={(error) => sayNewsRefusal(t, error, 'editor.saveFailed')}
        actions={({ dirty }) => (
          <>
            {post.status !== 'draft' && (
              <Button $variant="secondary" onClick={() => setDialog('unpublish')}>
                {t('editor.unpublish')}
              </Button>
            )}
            <Button $variant="danger" onClick={() => setDialog('delete')}>
              {t('editor.delete')}
            </Button>
            <ConfirmDialog
              open={dialog === 'unpublish'}
              title={t('editor.unpublishTitle', { title })}
              message={[
                t(post.status === 'published' ? 'editor.unpublishMessage' : 'editor.unscheduleMessage'),
                ...(dirty ? [t('editor.unsavedNote')] : []),
              ].join(' ')}
              confirmLabel={t('editor.confirmUnpublish')}
              busy={unpublish.isPending}
              onConfirm={onUnpublish}
              onCancel={() => setDialog(null)}
            />
            <ConfirmDialog
              open={dialog === 'delete'}
              title={t('editor.deleteTitle', { title })}
              message={t('editor.deleteMessage')}
              confirmLabel={t('editor.confirmDelete')}
              tone="danger"
              busy={remove.isPending}
              onConfirm={onDelete}
              onCancel={() => setDialog(null)}
            />
          </>
        )}
      />
    </>
  );
}

/** /staff/news/{id}: a post's form, its status and its Unpublish and Delete actions. */
export function EditNewsPostPage({ Preview }: NewsEditorPageProps) {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const post = useNewsPost(id);
  usePageTitle(
    post.data ? t('editor.editTitle', { title: postTitle(post.data, locale) }) : t('editor.loadingTitle'),
  );

  return (
    <Page>
      <DeskBackLink to="/staff/news">{t('editor.back')}</DeskBackLink>
      {post.isPending ? (
        <BusyPlaceholder height="24rem" />
      ) : post.isError ? (
        <Alert $tone="danger">{sayNewsRefusal(t, post.error, 'editor.loadFailed')}</Alert>
      ) : (
        <NewsEditor post={post.data} Preview={Preview} />
      )}
    </Page>
  );
}
