import { MAX_TEAM_IMAGE_BYTES, teamImageProblem } from './team-image';

describe('teamImageProblem (P1 §5, §9)', () => {
  it('takes images of at most 2 MB', () => {
    expect(teamImageProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(teamImageProblem({ type: 'image/webp', size: MAX_TEAM_IMAGE_BYTES })).toBeNull();
  });

  it('refuses other files and larger images', () => {
    expect(teamImageProblem({ type: 'application/pdf', size: 10 })).toBe('notAnImage');
    expect(teamImageProblem({ type: '', size: 10 })).toBe('notAnImage');
    expect(teamImageProblem({ type: 'image/jpeg', size: MAX_TEAM_IMAGE_BYTES + 1 })).toBe('imageTooLarge');
  });
});
