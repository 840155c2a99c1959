import styled from 'styled-components';

/** A post's cover at a fixed aspect ratio, so the layout does not jump while it loads. */
export const CoverImage = styled.img<{ $ratio?: string }>`
  display: block;
  inline-size: 100%;
  /* The width/height attributes only reserve the ratio; the box follows the container. */
  block-size: auto;
  aspect-ratio: ${({ $ratio = '16 / 9' }) => $ratio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

/** Stands in for a post without a cover, at the same size. */
export const CoverPlaceholder = styled.div<{ $ratio?: string }>`
  inline-size: 100%;
  aspect-ratio: ${({ $ratio = '16 / 9' }) => $ratio};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.border}
  );
`;
