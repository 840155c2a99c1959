import { localized, type LocalizedText, Muted, useLocale } from '@arena/shared-kit';
import styled from 'styled-components';
import { Section } from './section';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A titled list of localized lines (requirements, rules), or a short note when there are none. */
export function TextListSection({
  title,
  items,
  emptyText,
}: {
  title: string;
  items: readonly LocalizedText[] | null | undefined;
  emptyText: string;
}) {
  const locale = useLocale();
  const lines = (items ?? []).map((item) => localized(item, locale)).filter((line) => line.trim() !== '');
  return (
    <Section title={title}>
      {lines.length > 0 ? (
        <List>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </List>
      ) : (
        <Muted>{emptyText}</Muted>
      )}
    </Section>
  );
}
