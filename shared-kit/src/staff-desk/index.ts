/**
 * @arena/shared-kit/staff-desk — what the staff desks (the organizer console, the news and home page desks, player
 * moderation) share and no player page needs. Not part of the shared-kit singleton: a remote bundles what it takes
 * from here into the chunks of the pages that use it, so `/` loads none of it. Its modules take the kit itself
 * (`isApiError`, primitives, formatters) through `@arena/shared-kit`, so they run on the shell's one copy.
 */
export {
  browserTimeZone,
  browserTimeZoneLabel,
  formatUtc,
  instantOfLocalInput,
  localInputOf,
} from './local-time';
export { DeskBackLink, DeskFilters, DeskHeader, DeskPage, DeskTitleRow } from './desk-page';
export { FieldRow, FormActions, FormSection, type FormSectionProps } from './form-section';
export { problemsResolver } from './problems-resolver';
export { useFocusFirstError } from './focus-first-error';
export { useDeskForm, type DeskFormOptions } from './use-desk-form';
export { badRequestFields } from './bad-request-fields';
export { inOrder, movedBy, movedTo, sameOrder, type MoveDirection } from './reorder';
export { DragHandle, ReorderZone, useReorder, type Reorder, type UseReorderOptions } from './use-reorder';
