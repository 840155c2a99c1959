import { validateTicketForm } from './ticket-form';

test('subject and description are both required; whitespace does not count', () => {
  expect(validateTicketForm({ subject: '', description: '' })).toEqual({
    subject: 'subjectRequired',
    description: 'descriptionRequired',
  });
  expect(validateTicketForm({ subject: '  ', description: 'Lobby' })).toEqual({ subject: 'subjectRequired' });
  expect(validateTicketForm({ subject: 'Help', description: '\n' })).toEqual({
    description: 'descriptionRequired',
  });
  expect(validateTicketForm({ subject: 'Help', description: 'Lobby' })).toEqual({});
});
