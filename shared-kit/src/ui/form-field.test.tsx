import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithKit, resetKit } from '../../testing';
import { SelectField, TextareaField, TextField } from './form-field';

beforeEach(resetKit);

describe('TextField, SelectField and TextareaField', () => {
  it('name the control by its label and describe it by its hint, without marking it invalid', () => {
    renderWithKit(<TextField label="Short name" hint="2 to 5 letters" />);
    const input = screen.getByLabelText('Short name');
    expect(input).toHaveAccessibleDescription('2 to 5 letters');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('tie the error text first, then the hint, and mark the control invalid', () => {
    renderWithKit(
      <>
        <TextField label="Name" hint="Shown to everyone" error="This Field Is Required" />
        <SelectField label="Currency" error="Pick one">
          <option value="USD">USD</option>
        </SelectField>
        <TextareaField label="Description" error="Too short" />
      </>,
    );
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This Field Is Required Shown to everyone');
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription('Pick one');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Too short');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
  });

  it('take react-hook-form’s register (ref, name, onChange) and show its errors', async () => {
    const sent = jest.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm({ defaultValues: { title: '', kind: 'b' } });
      return (
        <form onSubmit={handleSubmit(sent)} noValidate>
          <TextField
            label="Title"
            error={formState.errors.title && 'This Field Is Required'}
            {...register('title', { validate: (value) => value.trim() !== '' })}
          />
          <SelectField label="Kind" {...register('kind')}>
            <option value="a">A</option>
            <option value="b">B</option>
          </SelectField>
          <button type="submit">Send</button>
        </form>
      );
    }
    renderWithKit(<Form />);
    expect(screen.getByLabelText('Kind')).toHaveValue('b');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This Field Is Required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Prize missing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Send' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveBeenCalledWith({ title: 'Prize missing', kind: 'b' }, expect.anything());
    expect(screen.queryByText('This Field Is Required')).not.toBeInTheDocument();
  });
});
