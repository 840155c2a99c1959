import { CHAT_IMAGE_MAX_BYTES, chatImageProblem } from './chat-image';

test('images up to 5 MB pass; other files and larger images do not', () => {
  expect(chatImageProblem({ type: 'image/png', size: CHAT_IMAGE_MAX_BYTES })).toBeNull();
  expect(chatImageProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
  expect(chatImageProblem({ type: 'image/png', size: CHAT_IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
  expect(chatImageProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
  expect(chatImageProblem({ type: '', size: 10 })).toBe('notImage');
});
