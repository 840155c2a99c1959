import type { StaffHomeSlide } from '@arena/contract';
import { HOME_SLIDE_LIMITS } from '@arena/contract/rules';
import {
  Alert,
  BusyPlaceholder,
  Heading,
  isApiError,
  toast,
  useLocale,
  usePageTitle,
} from '@arena/shared-kit';
import { badRequestFields, DeskBackLink } from '@arena/shared-kit/staff-desk';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCreateHomeSlide } from '../../api/create-home-slide';
import { useHomeSlides } from '../../api/get-home-slides';
import { useUpdateHomeSlide } from '../../api/update-home-slide';
import '../../i18n';
import { STAFF_HOME_NAMESPACE } from '../../i18n';
import { emptySlideForm, slideFormValuesOf } from '../../utils/slide-form';
import { slideTitle } from '../../utils/slide-view';
import { SlideForm } from './slide-form';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
`;

/** The sentence of a refused save: a full carousel, a slide removed meanwhile (404), else "could not be saved". */
function saySlideRefusal(t: TFunction, error: unknown): string {
  if (badRequestFields(error).includes('slides')) return t('full', { max: HOME_SLIDE_LIMITS.slides });
  if (isApiError(error) && error.status === 404) return t('gone');
  return t('editor.saveFailed');
}

/** /staff/home/new: a new slide's form; saving adds it last in the order and goes back to the list. */
export function NewSlidePage() {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const navigate = useNavigate();
  const create = useCreateHomeSlide();
  const initial = useMemo(emptySlideForm, []);
  usePageTitle(t('editor.newTitle'));

  return (
    <Page>
      <DeskBackLink to="/staff/home">{t('editor.back')}</DeskBackLink>
      <Heading>{t('editor.newTitle')}</Heading>
      <SlideForm
        initial={initial}
        submitLabel={t('editor.add')}
        onSave={async (body) => {
          await create.mutateAsync(body);
          toast.success(t('editor.added'));
          navigate('/staff/home');
        }}
        sayFailure={(error) => saySlideRefusal(t, error)}
      />
    </Page>
  );
}

/** The form of a loaded slide; saving goes back to the list. */
function SlideEditor({ slide }: { slide: StaffHomeSlide }) {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const navigate = useNavigate();
  const update = useUpdateHomeSlide(slide.id);
  const initial = useMemo(() => slideFormValuesOf(slide), [slide]);
  return (
    <SlideForm
      initial={initial}
      submitLabel={t('editor.save')}
      onSave={async (body) => {
        await update.mutateAsync(body);
        toast.success(t('editor.saved'));
        navigate('/staff/home');
      }}
      sayFailure={(error) => saySlideRefusal(t, error)}
    />
  );
}

/** /staff/home/{id}: a slide's form, found among the desk's slides. */
export function EditSlidePage() {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const slides = useHomeSlides();
  const slide = slides.data?.find((candidate) => candidate.id === id);
  const title = slide && t('editor.editTitle', { title: slideTitle(slide, locale).text });
  usePageTitle(title ?? t('editor.loadingTitle'));

  return (
    <Page>
      <DeskBackLink to="/staff/home">{t('editor.back')}</DeskBackLink>
      <Heading>{title ?? t('editor.loadingTitle')}</Heading>
      {slides.isPending ? (
        <BusyPlaceholder height="24rem" />
      ) : slides.isError ? (
        <Alert $tone="danger">{t('editor.loadFailed')}</Alert>
      ) : slide ? (
        <SlideEditor slide={slide} />
      ) : (
        <Alert $tone="warning">{t('gone')}</Alert>
      )}
    </Page>
  );
}
