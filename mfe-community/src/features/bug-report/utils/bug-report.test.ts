import {
  BUG_REPORT_FILE_MAX_BYTES,
  descriptionWithSteps,
  EMPTY_BUG_REPORT,
  fileProblem,
  isPreviewableImage,
  missingFields,
} from './bug-report';

describe('bug report rules', () => {
  it('lists every empty required field, blanks included, and never the steps', () => {
    expect(missingFields(EMPTY_BUG_REPORT)).toEqual([
      'bugType',
      'gameId',
      'title',
      'description',
      'communityId',
    ]);
    expect(
      missingFields({
        bugType: 'other',
        gameId: 'Nour#MENA',
        title: '  ',
        description: 'x',
        steps: '',
        communityId: 'nour',
      }),
    ).toEqual(['title']);
  });

  it('appends the steps after a blank line and "Steps to reproduce:"', () => {
    expect(descriptionWithSteps(' It breaks ', ' 1. Open\n2. Click ')).toBe(
      'It breaks\n\nSteps to reproduce:\n1. Open\n2. Click',
    );
    expect(descriptionWithSteps('It breaks', '   ')).toBe('It breaks');
  });

  it('takes images and videos up to exactly 10 MB', () => {
    expect(fileProblem({ type: 'image/png', size: BUG_REPORT_FILE_MAX_BYTES })).toBeNull();
    expect(fileProblem({ type: 'video/mp4', size: 1024 })).toBeNull();
    expect(fileProblem({ type: 'image/gif', size: BUG_REPORT_FILE_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(fileProblem({ type: 'application/pdf', size: 10 })).toBe('notMedia');
    expect(isPreviewableImage({ type: 'image/jpeg' })).toBe(true);
    expect(isPreviewableImage({ type: 'video/mp4' })).toBe(false);
  });
});
