import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithKit, resetKit } from '../../testing';
import { Tabs } from './tabs';

type Key = 'live' | 'upcoming' | 'done';

function Example() {
  const [current, setCurrent] = useState<Key>('live');
  return (
    <Tabs
      label="Tournaments"
      current={current}
      onChange={setCurrent}
      tabs={[
        { key: 'live', label: 'Live' },
        { key: 'upcoming', label: 'Upcoming' },
        { key: 'done', label: 'Completed' },
      ]}
    >
      <p>Panel of {current}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tablist whose selected tab labels the panel and alone takes Tab', async () => {
    await resetKit('en');
    renderWithKit(<Example />);
    expect(screen.getByRole('tablist', { name: 'Tournaments' })).toBeInTheDocument();
    const live = screen.getByRole('tab', { name: 'Live' });
    expect(live).toHaveAttribute('aria-selected', 'true');
    expect(live).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Live' })).toHaveTextContent('Panel of live');
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByRole('tabpanel', { name: 'Completed' })).toHaveTextContent('Panel of done');
  });

  it('moves with the arrows in reading order (forward is left in Arabic), Home and End', async () => {
    await resetKit('en');
    renderWithKit(<Example />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Live' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Upcoming' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Completed' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveFocus();

    await resetKit('ar');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Live' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Upcoming' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveFocus();
  });
});
