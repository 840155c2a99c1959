import { render, screen } from '@testing-library/react';
import { KitProvider } from './kit-provider';
import { Skeleton, Spinner } from './primitives';

describe('loading placeholders', () => {
  it('a spinner is a status that says it is busy', () => {
    render(
      <KitProvider>
        <Spinner aria-label="Loading the tournament" />
      </KitProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading the tournament' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('a skeleton is hidden from assistive technologies', () => {
    const { container } = render(
      <KitProvider>
        <Skeleton data-testid="placeholder" />
      </KitProvider>,
    );
    expect(container.querySelector('[data-testid="placeholder"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
