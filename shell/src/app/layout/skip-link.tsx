import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Link = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(2)};
  inset-block-start: -100px;
  z-index: 3000;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  &:focus {
    inset-block-start: ${({ theme }) => theme.space(2)};
  }
`;

/** The first focusable element of the page: moves focus to `<main>` past the header. */
export function SkipLink({ mainId }: { mainId: string }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      href={`#${mainId}`}
      onClick={(event) => {
        // Focus without changing the address: a hash would make single-spa reroute.
        event.preventDefault();
        document.getElementById(mainId)?.focus();
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
