import { Muted, SectionTitle } from '@arena/shared-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  min-inline-size: 0;
  h2 {
    margin: 0;
  }
`;

export interface FormSectionProps {
  /** The section's heading, which names it. */
  title: string;
  /** A line under the title (what the section is for). */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A titled part of a staff form: a bordered `section` named by its heading, with an optional line under the title.
 *
 * @example
 * <FormSection title={t('sections.dates')} intro={t('sections.datesIntro')}>
 *   <FieldRow $min="260px">…</FieldRow>
 * </FormSection>
 */
export function FormSection({ title, intro, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {intro && <Muted>{intro}</Muted>}
      {children}
    </Box>
  );
}

/**
 * Fields side by side where they fit (each at least `$min`, 240px by default), stacked on narrow screens, never
 * wider than the form. A desk with a tighter rhythm extends it (`styled(FieldRow)` with its own `gap`).
 */
export const FieldRow = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min ?? '240px'}), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

/**
 * A staff form's buttons (save, and the record's other actions), at its end and kept in view while the form scrolls
 * past, on the page's own background.
 */
export const FormActions = styled.div`
  position: sticky;
  inset-block-end: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;
