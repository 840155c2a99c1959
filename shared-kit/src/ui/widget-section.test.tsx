import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '../i18n/i18n';
import { KitProvider } from './kit-provider';
import { WidgetContent, WidgetSection, type WidgetContentProps } from './widget-section';

function renderContent(props: Partial<WidgetContentProps>) {
  return render(
    <KitProvider>
      <WidgetContent
        pending={false}
        failed={false}
        errorText="Failed to load tournaments"
        onRetry={() => undefined}
        skeleton={<p>skeleton</p>}
        emptyText="No tournaments yet."
        {...props}
      >
        {() => <p>content</p>}
      </WidgetContent>
    </KitProvider>,
  );
}

describe('WidgetContent', () => {
  beforeAll(() => setLocale('en'));

  it('shows the skeleton while pending, whatever else is true', () => {
    renderContent({ pending: true, failed: true, empty: true });
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error with a Try again button that retries', () => {
    const onRetry = jest.fn();
    renderContent({ failed: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load tournaments');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('shows the empty text, then the content once there is some', () => {
    const { unmount } = renderContent({ empty: true });
    expect(screen.getByText('No tournaments yet.')).toBeInTheDocument();
    unmount();
    renderContent({});
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});

describe('WidgetSection', () => {
  beforeAll(() => setLocale('en'));

  it('is busy while its widget loads, and not once it has', () => {
    const section = (busy: boolean) => (
      <KitProvider>
        <WidgetSection
          title="Latest tournaments"
          link={{ href: '/tournaments', label: 'View all' }}
          busy={busy}
        >
          <p>content</p>
        </WidgetSection>
      </KitProvider>
    );
    const { rerender } = render(section(true));
    expect(screen.getByRole('region', { name: 'Latest tournaments' })).toHaveAttribute('aria-busy', 'true');
    rerender(section(false));
    expect(screen.getByRole('region', { name: 'Latest tournaments' })).toHaveAttribute('aria-busy', 'false');
  });
});
