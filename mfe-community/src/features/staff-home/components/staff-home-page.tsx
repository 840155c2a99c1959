import type { StaffHomeSlide } from '@arena/contract';
import { HOME_SLIDE_LIMITS } from '@arena/contract/rules';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  formatDateTime,
  formatNumber,
  Heading,
  isApiError,
  LoadFailed,
  Muted,
  Skeleton,
  toast,
  useLocale,
  usePageTitle,
  VisuallyHidden,
  type BadgeTone,
  type DataTableColumn,
  type Locale,
} from '@arena/shared-kit';
import {
  DeskHeader,
  DeskPage,
  DragHandle,
  inOrder,
  ReorderZone,
  sameOrder,
  useReorder,
  type MoveDirection,
} from '@arena/shared-kit/staff-desk';
import type { TFunction } from 'i18next';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDeleteHomeSlide } from '../api/delete-home-slide';
import { useHomeSlides } from '../api/get-home-slides';
import { useOrderHomeSlides } from '../api/order-home-slides';
import '../i18n';
import { STAFF_HOME_NAMESPACE } from '../i18n';
import { slideStatus, type SlideStatus } from '../utils/slide-status';
import { slideTitle } from '../utils/slide-view';
import { SlideThumbnail } from './slide-thumbnail';

const Toolbar = styled.div`
  display: flex;
  margin-block-start: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const SlideTitle = styled.span`
  display: block;
  min-inline-size: 12rem;
`;

const LinkText = styled.code`
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const OrderControls = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const RowActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const STATUS_TONES: Record<SlideStatus, BadgeTone> = {
  live: 'success',
  scheduled: 'info',
  ended: 'neutral',
};

/** A slide's window of dates as a phrase: always, from, until, or from … to …. */
function datesText(t: TFunction, slide: StaffHomeSlide, locale: Locale): string {
  const start = slide.startsAt && formatDateTime(slide.startsAt, locale);
  const end = slide.endsAt && formatDateTime(slide.endsAt, locale);
  if (start && end) return t('dates.between', { start, end });
  if (start) return t('dates.from', { start });
  if (end) return t('dates.until', { end });
  return t('dates.always');
}

/**
 * /staff/home (issue 31; editors and admins): the home page's carousel — every slide in its order with its image
 * (or artwork), link, dates and status; put in a new order by drag and drop or Move up / Move down, then saved;
 * Add slide, and per slide Edit and Remove (confirmed).
 */
export function StaffHomePage() {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const locale = useLocale();
  usePageTitle(t('title'));
  const slides = useHomeSlides();
  const saveOrder = useOrderHomeSlides();
  const remove = useDeleteHomeSlide();
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState<StaffHomeSlide | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const stored = useMemo(() => slides.data ?? [], [slides.data]);
  const storedOrder = stored.map((slide) => slide.id);
  const rows = pendingOrder ? inOrder(stored, pendingOrder, (slide) => slide.id) : stored;
  const order = rows.map((slide) => slide.id);
  const now = new Date();

  const reorder = useReorder({
    order,
    onReorder: (next) => setPendingOrder(sameOrder(next, storedOrder) ? null : next),
    sayMove: (id, place, total) => {
      const slide = stored.find((other) => other.id === id);
      return t('order.moved', { title: slide ? slideTitle(slide, locale).text : '', place, total });
    },
  });

  // Saving or discarding takes the order's buttons away: focus goes to the heading, above the list as it now is.
  const orderSettled = () => {
    setPendingOrder(null);
    headingRef.current?.focus();
  };

  const onSaveOrder = () => {
    if (saveOrder.isPending) return;
    saveOrder.mutate(order, {
      onSuccess: (saved) => {
        orderSettled();
        const first = saved[0];
        if (first) toast.success(t('order.saved', { title: slideTitle(first, locale).text }));
      },
      onError: (error) => {
        // Every slide exactly once was refused: one was added or removed meanwhile.
        if (isApiError(error) && error.status === 400) {
          orderSettled();
          void slides.refetch();
          toast.error(t('order.changed'));
        } else toast.error(t('order.saveFailed'));
      },
    });
  };

  const onRemove = () => {
    if (!removing) return;
    const { id } = removing;
    remove.mutate(id, {
      onSuccess: () => {
        setRemoving(null);
        setPendingOrder((current) => current && current.filter((other) => other !== id));
        headingRef.current?.focus();
        toast.success(t('removed'));
      },
      onError: (error) => {
        setRemoving(null);
        if (isApiError(error) && error.status === 404) {
          void slides.refetch();
          toast.error(t('gone'));
        } else toast.error(t('removeFailed'));
      },
    });
  };

  const columns: DataTableColumn<StaffHomeSlide>[] = [
    {
      key: 'place',
      header: t('table.place'),
      nowrap: true,
      align: 'end',
      cell: (slide) => formatNumber(order.indexOf(slide.id) + 1, locale),
    },
    {
      key: 'image',
      header: t('table.image'),
      cell: (slide) => <SlideThumbnail slide={slide} />,
    },
    {
      key: 'slide',
      header: t('table.slide'),
      rowHeader: true,
      cell: (slide) => {
        const title = slideTitle(slide, locale);
        return (
          <SlideTitle lang={title.language} dir="auto">
            {title.text}
          </SlideTitle>
        );
      },
    },
    {
      key: 'link',
      header: t('table.link'),
      cell: (slide) => <LinkText dir="ltr">{slide.link}</LinkText>,
    },
    {
      key: 'dates',
      header: t('table.dates'),
      cell: (slide) => datesText(t, slide, locale),
    },
    {
      key: 'status',
      header: t('table.status'),
      nowrap: true,
      cell: (slide) => {
        const status = slideStatus(slide, now);
        return <Badge $tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
      },
    },
    {
      key: 'order',
      header: t('table.order'),
      nowrap: true,
      cell: (slide) => {
        const { id } = slide;
        const title = slideTitle(slide, locale).text;
        const arrow = (direction: MoveDirection) => (
          <Button
            $size="small"
            $variant="secondary"
            aria-label={t(direction === 'up' ? 'order.moveUp' : 'order.moveDown', { title })}
            {...reorder.moveButtonProps(id, direction)}
          >
            <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
          </Button>
        );
        return (
          <OrderControls>
            <DragHandle
              aria-hidden="true"
              title={t('order.dragHint')}
              {...reorder.dragHandleProps(id, title)}
            >
              ⠿
            </DragHandle>
            {arrow('up')}
            {arrow('down')}
          </OrderControls>
        );
      },
    },
    {
      key: 'actions',
      header: t('table.actions'),
      cell: (slide) => {
        const title = slideTitle(slide, locale).text;
        return (
          <RowActions>
            <ButtonLink
              as={Link}
              to={`/staff/home/${encodeURIComponent(slide.id)}`}
              $size="small"
              $variant="secondary"
              aria-label={t('editLabel', { title })}
            >
              {t('edit')}
            </ButtonLink>
            <Button
              $size="small"
              $variant="ghost"
              aria-label={t('removeLabel', { title })}
              onClick={() => setRemoving(slide)}
            >
              {t('remove')}
            </Button>
          </RowActions>
        );
      },
    },
  ];

  const full = stored.length >= HOME_SLIDE_LIMITS.slides;
  const addSlide = (
    <ButtonLink as={Link} to="/staff/home/new">
      {t('addSlide')}
    </ButtonLink>
  );

  return (
    <DeskPage aria-labelledby="staff-home-title">
      <DeskHeader>
        <div>
          <Heading id="staff-home-title" ref={headingRef} tabIndex={-1}>
            {t('title')}
          </Heading>
          <Muted>{t('intro')}</Muted>
        </div>
        {full ? <Muted>{t('full', { max: HOME_SLIDE_LIMITS.slides })}</Muted> : addSlide}
      </DeskHeader>
      {slides.isPending ? (
        <Skeleton $height="320px" />
      ) : slides.isError ? (
        <LoadFailed title={t('loadFailed')} onRetry={() => void slides.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('empty')} action={addSlide} />
      ) : (
        <Card>
          <ReorderZone {...reorder.dropZoneProps}>
            <DataTable
              caption={t('table.caption')}
              columns={columns}
              rows={rows}
              rowKey={(slide) => slide.id}
              rowProps={() => ({ 'data-testid': 'staff-home-slide' })}
            />
          </ReorderZone>
          {pendingOrder && (
            <Toolbar>
              <Muted>{t('order.unsaved')}</Muted>
              <Button aria-disabled={saveOrder.isPending || undefined} onClick={onSaveOrder}>
                {saveOrder.isPending ? t('order.saving') : t('order.save')}
              </Button>
              <Button $variant="secondary" disabled={saveOrder.isPending} onClick={orderSettled}>
                {t('order.discard')}
              </Button>
            </Toolbar>
          )}
        </Card>
      )}
      <VisuallyHidden role="status">{reorder.announcement}</VisuallyHidden>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('removeTitle', { title: slideTitle(removing, locale).text }) : ''}
        message={t('removeMessage')}
        confirmLabel={t('confirmRemove')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setRemoving(null)}
      />
    </DeskPage>
  );
}
