import { fireEvent, screen } from '@testing-library/react';
import { renderWithKit, resetKit } from '../../testing';
import { LoadFailed } from './feedback';

beforeEach(() => resetKit('en'));

describe('LoadFailed', () => {
  it('says what did not load and asks again from its button', () => {
    const onRetry = jest.fn();
    renderWithKit(
      <LoadFailed title="Could not load the news." text="Check your connection." onRetry={onRetry} />,
    );
    expect(screen.getByRole('heading', { name: 'Could not load the news.' })).toBeInTheDocument();
    expect(screen.getByText('Check your connection.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names its button in Arabic on an Arabic page', async () => {
    await renderWithKit(<LoadFailed title="تعذّر تحميل الأخبار." onRetry={() => {}} />, 'ar');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
