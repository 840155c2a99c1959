import { fireEvent, screen } from '@testing-library/react';
import { renderWithKit, resetKit } from '../../testing';
import { getPlatformConfig } from '../config/platform-config';
import { ImagePicker, type ImagePickerProps } from './image-picker';

beforeEach(() => resetKit('en'));

const TEXT = {
  label: 'Profile image',
  chooseLabel: 'Change profile image',
  imageAlt: 'Profile image preview',
  emptyText: 'No image',
} as const;

function renderPicker(props: Partial<ImagePickerProps> = {}) {
  const onPick = jest.fn();
  renderWithKit(<ImagePicker {...TEXT} image={null} shape="avatar" onPick={onPick} {...props} />);
  return { onPick };
}

describe('ImagePicker', () => {
  it('is a group named by its label, whose file input is named by its button and described by its hint', async () => {
    renderPicker({ hint: 'PNG, JPEG, GIF or WebP, up to 2 MB' });
    const input = await screen.findByLabelText(TEXT.chooseLabel);
    expect(screen.getByRole('group', { name: TEXT.label })).toContainElement(input);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    expect(input).toHaveAccessibleDescription('PNG, JPEG, GIF or WebP, up to 2 MB');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(TEXT.emptyText)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('hands over the picked file and empties the input, so the same file can be picked again', async () => {
    const { onPick } = renderPicker();
    const input = await screen.findByLabelText<HTMLInputElement>(TEXT.chooseLabel);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { files: [] } });
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('announces an error, ties it to the input before the hint and marks the input invalid', async () => {
    renderPicker({ hint: 'Up to 2 MB', error: 'Please upload an image file' });
    const input = await screen.findByLabelText(TEXT.chooseLabel);
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please upload an image file Up to 2 MB');
  });

  it('previews an image by its address: a path from the API made absolute, a blob as it is', async () => {
    renderPicker({ image: '/uploads/me.png' });
    expect(await screen.findByRole('img', { name: TEXT.imageAlt })).toHaveAttribute(
      'src',
      `${getPlatformConfig().apiUrl}/uploads/me.png`,
    );
  });

  it('says it is busy while an upload runs', async () => {
    renderPicker({
      image: 'blob:preview',
      shape: 'banner',
      busy: true,
      busyLabel: 'Uploading…',
      disabled: true,
    });
    const input = await screen.findByLabelText('Uploading…');
    expect(screen.getByRole('img', { name: TEXT.imageAlt })).toHaveAttribute('src', 'blob:preview');
    expect(input).toHaveAttribute('aria-busy', 'true');
    expect(input).toBeDisabled();
  });
});
