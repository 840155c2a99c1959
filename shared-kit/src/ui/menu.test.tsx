import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithKit, resetKit } from '../../testing';
import { Menu } from './menu';

beforeEach(() => resetKit('en'));

function renderMenu(onSelect = jest.fn()) {
  renderWithKit(
    <>
      <Menu
        label="Account menu"
        header="Layla"
        trigger={({ ref, ...props }) => (
          <button ref={ref} {...props}>
            L
          </button>
        )}
        entries={[
          { key: 'profile', label: 'Profile', href: '/account' },
          { key: 'copy', label: 'Copy link', onSelect },
          { key: 'logout', label: 'Logout', href: '/logout' },
        ]}
      />
      <p>Outside</p>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Account menu' }), onSelect };
}

describe('Menu', () => {
  it('opens from its button on focus of the first entry, moves with the arrows, Home and End, Escape returns', () => {
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    expect(item('Profile')).toHaveAttribute('href', '/account');
    expect(item('Profile')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(item('Logout')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(item('Profile')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(item('Copy link')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(item('Logout')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens with ArrowDown, runs an action entry and closes; a press outside closes it too', () => {
    const { trigger, onSelect } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
