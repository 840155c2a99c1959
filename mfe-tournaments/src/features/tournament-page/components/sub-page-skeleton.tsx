import { Skeleton } from '@arena/shared-kit';
import styled from 'styled-components';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Stands in for a sub-page while its code or the tournament loads. */
export function SubPageSkeleton({
  rows = 4,
  testId = 'sub-page-skeleton',
}: {
  rows?: number;
  testId?: string;
}) {
  return (
    <Stack aria-busy="true" data-testid={testId}>
      <Skeleton $height="1.75rem" $width="40%" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} $height="64px" />
      ))}
    </Stack>
  );
}
