import { ApiError } from '@arena/shared-kit';
import { STAFF_IMAGE_MAX_BYTES, staffImageFileProblem, staffImageUploadProblem } from './staff-image';

describe('staff images', () => {
  it('takes PNG, JPEG, GIF and WebP up to 5 MB', () => {
    expect(staffImageFileProblem({ type: 'image/png', size: STAFF_IMAGE_MAX_BYTES })).toBeNull();
    expect(staffImageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(staffImageFileProblem({ type: 'image/png', size: STAFF_IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(staffImageFileProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
  });

  it("says an upload's refusal in the desk's words", () => {
    expect(staffImageUploadProblem(new ApiError(413, 4013, 'big'))).toBe('tooLarge');
    expect(staffImageUploadProblem(new ApiError(415, 4015, 'nope'))).toBe('notImage');
    expect(staffImageUploadProblem(new ApiError(403, 4031, 'full'))).toBe('storageFull');
    expect(staffImageUploadProblem(new Error('offline'))).toBe('failed');
  });
});
